#!/usr/bin/env bash
# Cold `mosaic perfume list --limit 20` on 100,000 entries against the same query in the
# sqlite3 shell (goal: within 3×), and `mosaic --version`. Each run is a new process on a
# warm page cache; the two commands alternate, so both see the same machine.
#   Tools/Benchmarks/Scripts/perfume-cold-list.sh [runs]
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
runs="${1:-21}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The binary people install (README): Tools/build-release.
"$root/Tools/build-release" --product mosaic >/dev/null
mosaic="$("$root/Tools/build-release" --show-bin-path)/mosaic"
export MOSAIC_HOME="$work/home"

"$root/Tools/Benchmarks/Scripts/make-journal.py" "$work/journal.json"
start=$(date +%s.%N)
"$mosaic" perfume import "$work/journal.json"
echo "import of 100,000 entries: $(echo "$(date +%s.%N) - $start" | bc) s"

query="SELECT body FROM rec_perfume_entries ORDER BY json_extract(body, '\$.date') DESC, json_extract(body, '\$.createdAt') DESC LIMIT 20;"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# One run's wall-clock time in microseconds.
time_run() {
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null
    t1=$(date +%s%N)
    echo $(( (t1 - t0) / 1000 ))
}
mosaic_list=()
sqlite_list=()
version_list=()
for _ in $(seq "$runs"); do
    mosaic_list+=("$(time_run "$mosaic" perfume list --limit 20)")
    sqlite_list+=("$(time_run sqlite3 "$MOSAIC_HOME/mosaic.sqlite" "$query")")
    version_list+=("$(time_run "$mosaic" --version)")
done
mosaic_us=$(printf '%s\n' "${mosaic_list[@]}" | median)
sqlite_us=$(printf '%s\n' "${sqlite_list[@]}" | median)
version_us=$(printf '%s\n' "${version_list[@]}" | median)
ms() { echo "$(($1 / 1000)).$(( ($1 % 1000) / 100 )) ms"; }
echo "mosaic perfume list --limit 20: median $(ms "$mosaic_us") over $runs runs"
echo "sqlite3 shell, same query:      median $(ms "$sqlite_us") over $runs runs"
echo "mosaic --version:               median $(ms "$version_us") over $runs runs"
echo "ratio: $(echo "scale=2; $mosaic_us / $sqlite_us" | bc)×"
