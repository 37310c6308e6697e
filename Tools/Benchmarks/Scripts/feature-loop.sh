#!/bin/sh
# The loop a feature team lives in: `swift test --filter MarketTests` after a function-body
# edit in Modules/Market, then after an interface edit (a new public member), each timed as a
# whole command, three times. The file is put back after each run. Run from the package
# root. A first `swift test --filter` warms up: after another kind of build (`swift build`)
# SwiftPM plans the build again once, which is not the loop.
set -eu
file=Modules/Market/ListingForm.swift
backup=$(mktemp)
cp "$file" "$backup"
trap 'cp "$backup" "$file"; rm -f "$backup"' EXIT
trap 'exit 130' INT TERM HUP PIPE
run() {
    start=$(date +%s.%N)
    swift test --filter MarketTests >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$1: $(echo "$end - $start" | bc) s"
    cp "$backup" "$file"
}
swift test --filter MarketTests >/dev/null 2>&1
for n in 1 2 3; do
    # A body edit that changes the code (a constant-folded one would leave the object alike).
    sed -i "s/title.trimmingWhitespace.isEmpty ?/title.trimmingWhitespace.isEmpty || title.count > ${n}0_000 ?/" "$file"
    run "body edit $n"
done
for n in 1 2 3; do
    printf '\nextension ListingForm {\n    /// Probe.\n    public var probe%s: Int { %s }\n}\n' "$n" "$n" >>"$file"
    run "interface edit $n"
done
swift test --filter MarketTests >/dev/null 2>&1
