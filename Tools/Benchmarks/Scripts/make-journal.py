#!/usr/bin/env python3
"""Writes the benchmarks' perfume journal: 100,000 entries (or COUNT) as `mosaic perfume import` reads them.
   Tools/Benchmarks/Scripts/make-journal.py OUT.json [COUNT]"""
import json, sys

words = ["oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
         "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig"]
entries = []
for n in range(int(sys.argv[2]) if len(sys.argv) > 2 else 100_000):
    a, b, c = words[n % 20], words[(n // 7) % 20], words[(n // 131) % 20]
    day = None if n % 10 == 0 else f"20{10 + n % 15:02d}.{1 + n % 12:02d}.{1 + n % 28:02d}"
    stamp = "2024-01-01T00:00:00Z"
    entries.append({"id": f"bench-{n:06d}", "date": day, "brand": f"{a.capitalize()} House", "name": f"{b} {n}",
                    "notes": f"{b} and {c}, a note about {a}", "sentence": f"{c} {a}", "wished": n % 3 == 0,
                    "createdAt": stamp, "updatedAt": stamp})
json.dump({"format": "mosaic-perfume-journal", "version": 1, "exportedAt": "2024-01-01T00:00:00Z", "entries": entries},
          open(sys.argv[1], "w"), ensure_ascii=False)
