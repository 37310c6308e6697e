#!/usr/bin/env bash
# `mosaic photos like` with 50 ids from mosaic-stub-api, four at a time (the default)
# against one at a time (goal: at least 3× faster). Every stub answer is delayed by
# LATENCY seconds (default 0.05), standing in for a real network's round trip; with 0 it
# measures the local work alone.
#   Tools/Benchmarks/Scripts/photobox-like-50.sh [runs] [latency]
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
runs="${1:-5}"
latency="${2:-0.05}"
work="$(mktemp -d)"
port=$((20000 + RANDOM % 10000))

"$root/Tools/build-release" --product mosaic >/dev/null
"$root/Tools/build-release" --product mosaic-stub-api >/dev/null
bin="$("$root/Tools/build-release" --show-bin-path)"
"$bin/mosaic-stub-api" --port "$port" >/dev/null 2>&1 &
stub=$!
trap 'kill $stub 2>/dev/null; rm -rf "$work"' EXIT
sleep 1
export MOSAIC_UNSPLASH_URL="http://127.0.0.1:$port/unsplash" UNSPLASH_ACCESS_KEY=bench-key
ids=$(python3 -c 'print(" ".join(f"bench{n:06d}" for n in range(50)))')

measure() {
    local concurrency=$1 times=()
    for _ in $(seq "$runs"); do
        export MOSAIC_HOME="$work/home-$RANDOM$RANDOM"
        "$bin/mosaic" photos profile create --nickname bench --mbti ENFP --avatar 0 >/dev/null 2>&1
        curl -s -X POST "http://127.0.0.1:$port/_stub/fault?api=unsplash&fault=slow:$latency&count=1000" >/dev/null
        local start end
        start=$(date +%s.%N)
        # shellcheck disable=SC2086
        "$bin/mosaic" photos like $ids --concurrency "$concurrency" >/dev/null 2>&1
        end=$(date +%s.%N)
        curl -s -X POST "http://127.0.0.1:$port/_stub/reset?reset" >/dev/null
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

one=$(measure 1)
four=$(measure 4)
echo "like 50 photos, ${latency}s per request, median of $runs: one at a time ${one}s, four at a time ${four}s, ratio $(echo "scale=2; $one / $four" | bc)x"
