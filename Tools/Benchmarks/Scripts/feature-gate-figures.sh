#!/bin/bash
# Issue #45's figures, side by side in one sitting (CONTRIBUTING.md, "The loop"): each a
# fresh clone of this repository's HEAD built cold in a scratch path of its own, timed as a
# whole command:
#   1. MOSAIC_FEATURES=Market MOSAIC_FRONTS=cli swift test   (Market's logic and commands)
#   2. MOSAIC_FEATURES=Market swift test                     (its web front too)
#   3. swift test --filter MarketTests                       (the whole package, as before the gate)
#   4. the floor: a scratch package of Market's logic-and-command closure alone (Core,
#      Persistence, the SQLite store, the terminal and command kits, Market, MarketCLI,
#      TestSupport and MarketTests), built and tested the same way
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
    cat >Package.swift <<'MANIFEST'
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "Floor",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    ],
    targets: [
        .target(name: "Core", dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")], path: "Modules/Core"),
        .target(name: "Persistence", dependencies: ["Core"], path: "Modules/Persistence"),
        .target(name: "PersistenceSQLite", dependencies: ["Core", "Persistence", .product(name: "GRDB", package: "GRDB.swift")], path: "Modules/PersistenceSQLite"),
        .target(name: "Console", dependencies: ["Core", .product(name: "Rainbow", package: "Rainbow")], path: "Modules/Console"),
        .target(name: "CommandKit", dependencies: ["Core", "Persistence", "Console", .product(name: "ArgumentParser", package: "swift-argument-parser")], path: "Modules/CommandKit"),
        .target(name: "TestSupport", dependencies: ["Core", "Persistence", .product(name: "Clocks", package: "swift-clocks"), .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")], path: "Modules/TestSupport"),
        .target(name: "Market", dependencies: ["Core", "Persistence", .product(name: "AsyncAlgorithms", package: "swift-async-algorithms")], path: "Modules/Market", exclude: ["README.md"]),
        .target(name: "MarketCLI", dependencies: ["Market", "Core", "Persistence", "Console", "CommandKit", .product(name: "ArgumentParser", package: "swift-argument-parser")], path: "Modules/MarketCLI"),
        .testTarget(name: "MarketTests", dependencies: ["Market", "Core", "Persistence", "PersistenceSQLite", "TestSupport"], path: "Tests/MarketTests"),
    ]
)
MANIFEST
    timed "4. the floor: Market's closure alone (cold)" swift test
)

(cd "$work/gate-all" && timed "5. the loop, gated (feature-loop.sh)" sh Tools/Benchmarks/Scripts/feature-loop.sh)
cat "$work/5._the_loop,_gated_(feature-loop.sh).log"

clone fresh
(cd "$work/fresh" && timed "6a. fresh clone: swift run mosaic tour" swift run mosaic tour && timed "6b. then swift test" swift test)
