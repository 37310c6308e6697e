#!/bin/bash
# Makes the upgrade fixture of #58 with a build from before members (15f7a64, the end of
# #57): a data dir and a PostgreSQL dump holding a record of every kind the commands can
# make offline or against the stand-in, one photo, and the household's one password; and
# what each list printed then, which the build after the upgrade must print byte for byte.
# Kept so the fixture can be made again; the tests read what it made (Tests/Fixtures/Upgrade).
#
# usage: Tests/Fixtures/make-upgrade-fixture.sh OLD_BIN_DIR POSTGRES_URL
#   OLD_BIN_DIR   where that build's mosaic, mosaic-server and mosaic-stub-api are
#   POSTGRES_URL  an empty database for the dump (e.g. postgres://postgres@localhost:55432/up?host=/tmp/pg)
set -euo pipefail
bin="$1"
url="$2"
out="$(cd "$(dirname "$0")" && pwd)/Upgrade"
rm -rf "$out"
mkdir -p "$out/datadir" "$out/expected"
work="$(mktemp -d)"
trap 'kill $stub 2>/dev/null || true; rm -rf "$work"' EXIT
python3 - "$work/strip.png" <<'PY'
import struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
raw = b"".join(b"\x00" + b"\xc2\x41\x0c" * 4 for _ in range(4))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY
"$bin/mosaic-stub-api" --port 0 > "$work/stub.txt" &
stub=$!
for _ in $(seq 50); do grep -q "http://" "$work/stub.txt" 2>/dev/null && break; sleep 0.1; done
base="$(grep -o 'http://[^ ]*' "$work/stub.txt" | head -1)"
export TZ=UTC MOSAIC_NOW=2024-05-06T09:00:00Z UNSPLASH_ACCESS_KEY=fixture MOSAIC_UNSPLASH_URL="$base/unsplash" \
    MOSAIC_ITUNES_URL="$base/itunes" NO_COLOR=1 LANG=C
fill() { # the same records on either engine
    "$bin/mosaic" perfume add --brand "Le Labo" --name "Santal 33" --sentence "비 온 뒤의 나무" --photo "$work/strip.png" "$@"
    "$bin/mosaic" perfume add --brand "Byredo" --name "Gypsy Water" --sentence "바닷가" "$@"
    "$bin/mosaic" market post --title "자전거" --category 3 --description "거의 새것" --price 120000 "$@"
    "$bin/mosaic" market post --title "책상" --category 2 --description "원목" --price 50000 "$@"
    "$bin/mosaic" habits category add 운동 "$@"
    "$bin/mosaic" habits goal add --category 운동 --title "아침 달리기" "$@"
    "$bin/mosaic" photos profile create --nickname 한결 --mbti ENFP --avatar 3 "$@"
    "$bin/mosaic" apps get 1562313598 "$@"
    printf '%s\n' "the old household password" | "$bin/mosaic" serve password set "$@"
}
lists() { # what the upgrade must leave as it was, byte for byte, into ENGINE.LIST
    local engine="$1"
    "$bin/mosaic" perfume list > "$engine.perfume"
    "$bin/mosaic" market list > "$engine.market"
    "$bin/mosaic" habits goal list > "$engine.habits"
    "$bin/mosaic" photos profile show > "$engine.photos"
    "$bin/mosaic" apps library > "$engine.apps"
}
MOSAIC_HOME="$out/datadir" fill >/dev/null 2>&1
(cd "$out/expected" && MOSAIC_HOME="$out/datadir" lists sqlite)
# A data dir as a person leaves it: the database checkpointed, no -wal or -shm beside it.
sqlite3 "$out/datadir/mosaic.sqlite" "PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
rm -f "$out/datadir/mosaic.sqlite-wal" "$out/datadir/mosaic.sqlite-shm"
MOSAIC_HOME="$work/pg" MOSAIC_DATABASE_URL="$url" fill >/dev/null 2>&1
(cd "$out/expected" && MOSAIC_HOME="$work/pg" MOSAIC_DATABASE_URL="$url" lists postgres)
pg_dump --no-owner --no-privileges --dbname="$url" > "$out/postgres.sql"
echo "made $out"
