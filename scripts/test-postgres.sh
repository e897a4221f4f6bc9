#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL on 127.0.0.1 for the test suite and prints its URL.
#   scripts/test-postgres.sh start DIR PORT   -> prints postgres://site:site@127.0.0.1:PORT/site_test
#   scripts/test-postgres.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?data directory}
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL binaries not found under /usr/lib/postgresql" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_pg "'$bin/initdb' -D '$dir' -U postgres --auth-local=trust --auth-host=scram-sha-256 >/dev/null"
    fi
    as_pg "'$bin/pg_ctl' -D '$dir' -l '$dir/log' -w -o \"-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$dir' -c fsync=off\" start >/dev/null"
    as_pg "'$bin/psql' -h '$dir' -p $port -U postgres -v ON_ERROR_STOP=1 -q -c \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'site') then create role site login password 'site'; end if; end \\\$\\\$;\"" >/dev/null
    if ! as_pg "'$bin/psql' -h '$dir' -p $port -U postgres -tAc \"select 1 from pg_database where datname = 'site_test'\"" | grep -q 1; then
      as_pg "'$bin/psql' -h '$dir' -p $port -U postgres -q -c 'create database site_test owner site'" >/dev/null
    fi
    echo "postgres://site:site@127.0.0.1:$port/site_test"
    ;;
  stop)
    as_pg "'$bin/pg_ctl' -D '$dir' -m fast -w stop >/dev/null" || true
    ;;
  *)
    echo "usage: $0 start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac
