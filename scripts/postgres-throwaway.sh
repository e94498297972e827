#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a free loopback port, for CI and benchmarks (never for data you keep).
#   scripts/postgres-throwaway.sh start   → prints the URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   scripts/postgres-throwaway.sh stop DIR → stops the cluster in DIR and deletes it
# The cluster directory is printed on stderr and written to $PG_THROWAWAY_DIR_FILE when that is set.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root, run it as the postgres user.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    dir=$(mktemp -d /tmp/bw-pg.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
    # fsync off: a test cluster that is thrown away need not survive a power cut, and tests run faster.
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') in $dir" >&2
    [ -n "${PG_THROWAWAY_DIR_FILE:-}" ] && echo "$dir" >"$PG_THROWAWAY_DIR_FILE"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: postgres-throwaway.sh stop DIR}
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
