#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server for the tests' second backend lane:
# a fresh cluster under /tmp on a free loopback port, trust auth (loopback only), fsync off
# (the data is thrown away), stopped and deleted when the command ends. The command sees
# MISE_TEST_DATABASE_URL. Usage: scripts/withTestPostgres.sh npm test
set -euo pipefail

bindir=""
if command -v initdb >/dev/null 2>&1; then
  bindir="$(dirname "$(command -v initdb)")"
else
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
fi
if [ -z "$bindir" ]; then
  echo "withTestPostgres: no PostgreSQL server binaries (Debian: apt-get install -y postgresql)" >&2
  exit 1
fi

dir="$(mktemp -d /tmp/mise-pg.XXXXXX)"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# PostgreSQL refuses to run as root: run the server as the postgres user (made if missing).
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
  start >/dev/null
echo "withTestPostgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export MISE_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
