#!/bin/bash
# Issue #45's figures, side by side in one sitting (CONTRIBUTING.md, "The loop"): each a
# fresh clone of this repository's HEAD built cold in a scratch path of its own, timed as a
# whole command:
#   1. MOSAIC_FEATURES=Market MOSAIC_FRONTS=cli swift test   (Market's logic and commands)
#   2. MOSAIC_FEATURES=Market swift test                     (its web front too)
#   3. swift test --filter MarketTests                       (the whole package, as before the gate)
#   4. the floor: a scratch package of Market's logic-and-command closure alone (what
#      MarketCLI and MarketTests reach, derived from the manifest by floor-manifest.py),
#      built and tested the same way
#   5. the loop after a body edit and an interface edit in Market, gated (feature-loop.sh)
#   6. a fresh clone's `swift run mosaic tour` then `swift test`
# usage: Tools/Benchmarks/Scripts/feature-gate-figures.sh [WORK_DIR]   (about 25 minutes on 2 cores)
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
timed() {
    local label="$1"
    shift
    local start end
    start=$(date +%s.%N)
    "$@" >"$work/$(echo "$label" | tr ' /' '__').log" 2>&1 || { echo "$label: failed (see $work)"; return 1; }
    end=$(date +%s.%N)
    printf '%-58s %6.1f s\n' "$label" "$(echo "$end - $start" | bc)"
}
clone() {
    rm -rf "$work/$1"
    git clone -q "$root" "$work/$1"
}

clone gate-cli
(cd "$work/gate-cli" && timed "1. gated, logic and commands (cold)" env MOSAIC_FEATURES=Market MOSAIC_FRONTS=cli swift test)
clone gate-all
(cd "$work/gate-all" && timed "2. gated, logic, commands and pages (cold)" env MOSAIC_FEATURES=Market swift test)
clone whole
(cd "$work/whole" && timed "3. whole package, --filter MarketTests (cold)" swift test --filter MarketTests)

clone floor
(
    cd "$work/floor"
    python3 Tools/Benchmarks/Scripts/floor-manifest.py Market >"$work/floor-Package.swift"
    mv "$work/floor-Package.swift" Package.swift
    timed "4. the floor: Market's closure alone (cold)" swift test
)

(cd "$work/gate-all" && timed "5. the loop, gated (feature-loop.sh)" sh Tools/Benchmarks/Scripts/feature-loop.sh)
cat "$work/5._the_loop,_gated_(feature-loop.sh).log"

clone fresh
(cd "$work/fresh" && timed "6a. fresh clone: swift run mosaic tour" swift run mosaic tour && timed "6b. then swift test" swift test)
