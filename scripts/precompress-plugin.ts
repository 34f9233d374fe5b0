/**
 * Vite build plugin: writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of
 * the client build, which the server's static handler sends to browsers that accept them
 * (@fastify/static `preCompressed`). Compressing once at build time lets brotli use its best
 * level, which would cost too much CPU per request: on a slow phone network the bytes of the
 * entry script and the stylesheet are most of the wait (bench/load: 1 MB raw, ~0.2 MB brotli).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

export function precompress(): Plugin {
  let outDir = '';
  // closeBundle also runs after a failed build: compressing is only for a written one (and must
  // not hide the bundler's own error behind a missing folder).
  let written = false;
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      written = false;
      const targets = (await files(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        targets.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz(content, { level: 9 }),
          ]);
          // A copy that is not smaller would only cost a header.
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
