#!/usr/bin/env bash
# Cold `mosaic perfume list --limit 20` on 100,000 entries against the same query in the
# sqlite3 shell (goal: within 3×). Each run is a new process on a warm page cache.
#   Tools/Benchmarks/Scripts/perfume-cold-list.sh [runs]
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
runs="${1:-21}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path "$root" --product mosaic >/dev/null
mosaic="$(swift build -c release --package-path "$root" --show-bin-path)/mosaic"
export MOSAIC_HOME="$work/home"

python3 - "$work/journal.json" <<'PY'
import json, sys
words = ["oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
         "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig"]
entries = []
for n in range(100_000):
    a, b, c = words[n % 20], words[(n // 7) % 20], words[(n // 131) % 20]
    day = None if n % 10 == 0 else f"20{10 + n % 15:02d}.{1 + n % 12:02d}.{1 + n % 28:02d}"
    stamp = f"2024-01-01T00:00:00Z"
    entries.append({"id": f"bench-{n:06d}", "date": day, "brand": f"{a.capitalize()} House", "name": f"{b} {n}",
                    "notes": f"{b} and {c}, a note about {a}", "sentence": f"{c} {a}", "wished": n % 3 == 0,
                    "createdAt": stamp, "updatedAt": stamp})
json.dump({"format": "mosaic-perfume-journal", "version": 1, "exportedAt": "2024-01-01T00:00:00Z", "entries": entries},
          open(sys.argv[1], "w"), ensure_ascii=False)
PY
start=$(date +%s.%N)
"$mosaic" perfume import "$work/journal.json"
echo "import of 100,000 entries: $(echo "$(date +%s.%N) - $start" | bc) s"

query="SELECT body FROM rec_perfume_entries ORDER BY json_extract(body, '\$.date') DESC, json_extract(body, '\$.createdAt') DESC LIMIT 20;"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_runs() {
    for _ in $(seq "$runs"); do
        local t0 t1
        t0=$(date +%s%N)
        "$@" >/dev/null
        t1=$(date +%s%N)
        echo $(( (t1 - t0) / 1000 ))
    done | median
}
mosaic_us=$(time_runs "$mosaic" perfume list --limit 20)
sqlite_us=$(time_runs sqlite3 "$MOSAIC_HOME/mosaic.sqlite" "$query")
echo "mosaic perfume list --limit 20: median $((mosaic_us / 1000)).$(( (mosaic_us % 1000) / 100 )) ms over $runs runs"
echo "sqlite3 shell, same query:      median $((sqlite_us / 1000)).$(( (sqlite_us % 1000) / 100 )) ms over $runs runs"
echo "ratio: $(echo "scale=2; $mosaic_us / $sqlite_us" | bc)×"
