/** What `npm run -s bench:render -- --help` prints: the flags and variables run.ts reads. */
export const USAGE = `usage: npm run -s bench:render -- [options]

Builds the bench pages, serves them and times the seat map in the system Chromium
(frame work and intervals, time to a sharp map after zoom bursts and far pans, idle CPU).
Writes bench/results/render.json (or --out) and prints a table.

options (a flag beats its variable):
  --engine a,b          engines: ours, naive, seatmap-canvas, ours-konva; ours?quietAfterMs=60 passes
                        engine options (BENCH_ENGINES; default ours,naive,seatmap-canvas)
  --sizes n,m           seat counts (BENCH_SIZES; default 10000,50000,150000)
  --throttle a,b        CPU throttle rates (default 1,4)
  --shapes a,b          venue shapes: bowl, horseshoe, theatre, arena (default all four)
  --dpr a,b             device pixel ratios (default 1,2)
  --map WxH | Wxfit     the map's CSS size, or a 360 px phone's box fitted to each venue (default the 1280x720 page)
  --covered-bottom px   the map's foot a phone's Continue bar covers
  --kind-budget ms      time budget per interaction kind (BENCH_KIND_BUDGET_MS; default 15000)
  --animate             a script animation runs on the page during the session
  --compare-all         the comparison engines run on every shape and DPR too (else bowl at DPR 1)
  --out file.json       results file, under bench/results unless absolute (default render.json)
  -h, --help            print this and exit

environment: BENCH_RENDER_PORT (default 4150), BENCH_LOAD_BUDGET_MS (default 45000, times the
throttle), CHROMIUM_PATH (default /usr/bin/chromium).
`;
