#!/bin/sh
# The loop a feature team lives in: Market's tests after a function-body edit in
# Modules/Market, then after an interface edit (a new public member), each timed as a whole
# command, three times. The file is put back after each run. Run from the package root.
# A first run warms up: after another kind of build SwiftPM plans the build again once,
# which is not the loop. The command is the gated one (CONTRIBUTING.md, "Working on one
# feature"): `MOSAIC_FEATURES=Market swift test`; set LOOP_COMMAND to time another, such as
# `swift test --filter MarketTests` on the whole package.
set -eu
file=Modules/Market/ListingForm.swift
backup=$(mktemp)
cp "$file" "$backup"
trap 'cp "$backup" "$file"; rm -f "$backup"' EXIT
trap 'exit 130' INT TERM HUP PIPE
command=${LOOP_COMMAND:-env MOSAIC_FEATURES=Market swift test}
run() {
    start=$(date +%s.%N)
    $command >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$1: $(echo "$end - $start" | bc) s"
    cp "$backup" "$file"
}
$command >/dev/null 2>&1
for n in 1 2 3; do
    # A body edit that changes the code (a constant-folded one would leave the object alike).
    sed -i "s/title.trimmingWhitespace.isEmpty ?/title.trimmingWhitespace.isEmpty || title.count > ${n}0_000 ?/" "$file"
    run "body edit $n"
done
for n in 1 2 3; do
    printf '\nextension ListingForm {\n    /// Probe.\n    public var probe%s: Int { %s }\n}\n' "$n" "$n" >>"$file"
    run "interface edit $n"
done
$command >/dev/null 2>&1
