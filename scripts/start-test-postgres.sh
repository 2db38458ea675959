#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and creates the role and databases the tests and benchmarks use
# (postgres://ek:ek@127.0.0.1:5432/engagekit_test, and engagekit_bench). Run as root; safe to run again.
# Install the server first: apt-get update && apt-get install -y postgresql
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if [ -z "$version" ] || [ ! -x "/usr/lib/postgresql/$version/bin/postgres" ]; then
  echo "start-test-postgres: no PostgreSQL server here; install it with: apt-get install -y postgresql" >&2
  exit 1
fi
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main
pg_lsclusters -h | grep -q "^$version main .* online" || pg_ctlcluster "$version" main start
as_postgres() { su postgres -c "$1"; }
[ "$(as_postgres "psql -tAc \"select 1 from pg_roles where rolname = 'ek'\"")" = 1 ] || as_postgres "psql -qc \"create role ek login password 'ek'\""
for db in engagekit_test engagekit_bench; do
  [ "$(as_postgres "psql -tAc \"select 1 from pg_database where datname = '$db'\"")" = 1 ] || as_postgres "createdb -O ek $db"
done
echo "PostgreSQL $version is running: postgres://ek:ek@127.0.0.1:5432/engagekit_test"
