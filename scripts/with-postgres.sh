#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh vitest run tests/server
# Installs Debian's postgresql when no server binaries exist, initialises a cluster in a temp
# directory, starts it on 127.0.0.1:${PG_TEST_PORT:-55432} (as the postgres user when run as root,
# since PostgreSQL refuses to run as root), exports TEST_DATABASE_URL, runs the command, then
# stops the server and removes the directory whatever happens. PG_EXTRA_OPTIONS adds server
# options, e.g. "-c shared_preload_libraries=pg_stat_statements" to see where a bench spends its time.
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"

find_bindir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [[ -x "$dir/pg_ctl" && -x "$dir/initdb" ]]; then echo "$dir"; return 0; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"; return 0
  fi
  return 1
}

BINDIR="$(find_bindir || true)"
if [[ -z "$BINDIR" ]]; then
  echo "with-postgres: installing postgresql" >&2
  SUDO=""; [[ "$(id -u)" -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
  BINDIR="$(find_bindir)"
fi

DATADIR="$(mktemp -d /tmp/shop-pg.XXXXXX)"
RUN_AS=()
if [[ "$(id -u)" -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DATADIR"
  if command -v runuser >/dev/null 2>&1; then RUN_AS=(runuser -u postgres --); else RUN_AS=(su postgres -s /bin/sh -c); fi
fi

run_pg() {
  if [[ ${#RUN_AS[@]} -eq 0 ]]; then "$@";
  elif [[ "${RUN_AS[0]}" == "runuser" ]]; then "${RUN_AS[@]}" "$@";
  else "${RUN_AS[@]}" "$(printf '%q ' "$@")"; fi
}

cleanup() {
  run_pg "$BINDIR/pg_ctl" -D "$DATADIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATADIR"
}
trap cleanup EXIT INT TERM

run_pg "$BINDIR/initdb" -D "$DATADIR/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# Tests create one database per app: allow plenty of connections; durability is irrelevant here.
run_pg "$BINDIR/pg_ctl" -D "$DATADIR/data" -l "$DATADIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DATADIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_EXTRA_OPTIONS:-}" \
  start >/dev/null || { cat "$DATADIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export DATABASE_URL_FOR_BENCH="$TEST_DATABASE_URL"
# The server's Unix socket is in the data's parent directory (bench:server --unix-socket).
export TEST_DATABASE_SOCKET_DIR="$DATADIR"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

if [[ "${1:-}" == "vitest" || "${1:-}" == "tsx" ]]; then set -- npx "$@"; fi
"$@"
