#!/usr/bin/env bash
# The PostgreSQL figures of issue #28, one run side by side on a throwaway local server:
#  1. batch save of 100,000 entries through RecordStore vs COPY of the same rows (goal 1.5×);
#  2. search p50 at 100,000 entries: a 3+ letter word, one Hangul letter, two words (< 10 ms);
#  3. cold `mosaic perfume list --limit 20` vs `psql -c` with the same query (within 3×);
#  4. two processes writing 500 records each at once: nothing lost, no error.
#   Tools/Benchmarks/Scripts/postgres-storage.sh [runs]
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
runs="${1:-21}"
work="$(mktemp -d)"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$work"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_postgres "$bin/initdb" -D "$work/data" --auth=trust --username=postgres --locale=C.UTF-8 --encoding=UTF8 >/dev/null
as_postgres "$bin/pg_ctl" -D "$work/data" -l "$work/log" -w -o "-p $port -k $work -c listen_addresses=127.0.0.1" start >/dev/null
trap 'as_postgres "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null; rm -rf "$work"' EXIT
psql() { "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -q "$@"; }
for db in bench_a bench_b journal race; do psql -d postgres -c "CREATE DATABASE $db"; done

"$root/Tools/build-release" --product mosaic >/dev/null
"$root/Tools/build-release" --product mosaic-postgres-bench >/dev/null
"$root/Tools/build-release" --product mosaic-store-stress >/dev/null
release="$("$root/Tools/build-release" --show-bin-path)"

"$release/mosaic-postgres-bench" 127.0.0.1 "$port" postgres bench_a bench_b

# 3. The journal of cold-start.py (make-journal.py), imported into PostgreSQL.
export MOSAIC_HOME="$work/home" MOSAIC_DATABASE_URL="postgres://postgres@127.0.0.1:$port/journal?sslmode=disable"
"$root/Tools/Benchmarks/Scripts/make-journal.py" "$work/journal.json"
"$release/mosaic" perfume import "$work/journal.json" 2>/dev/null
query="SELECT id, body::text FROM rec_perfume_entries ORDER BY body #> '{date}' DESC NULLS LAST, body #> '{createdAt}' DESC NULLS LAST, seq DESC LIMIT 20"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_run() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null 2>&1; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000 )); }
: > "$work/mosaic.times"; : > "$work/psql.times"
for _ in $(seq "$runs"); do
    time_run "$release/mosaic" perfume list --limit 20 >> "$work/mosaic.times"
    time_run "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d journal -c "$query" >> "$work/psql.times"
done
m=$(median < "$work/mosaic.times"); p=$(median < "$work/psql.times")
echo "cold perfume list --limit 20 (100,000 entries), median of $runs: mosaic $(echo "scale=1; $m / 1000" | bc) ms, psql $(echo "scale=1; $p / 1000" | bc) ms ($(echo "scale=2; $m / $p" | bc)×)"

# 4. Two processes, one transaction per record, at the same time.
race="postgres://postgres@127.0.0.1:$port/race?sslmode=disable"
"$release/mosaic-store-stress" saves "$race" 1 warmup
start=$(date +%s%N)
"$release/mosaic-store-stress" saves "$race" 500 a & first=$!
"$release/mosaic-store-stress" saves "$race" 500 b & second=$!
wait $first; a=$?; wait $second; b=$?
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
count=$(psql -d race -At -c "SELECT count(*) FROM rec_stress WHERE id <> 'warmup-0'")
echo "two processes × 500 writes: $count records, exit $a and $b, ${elapsed} ms"
