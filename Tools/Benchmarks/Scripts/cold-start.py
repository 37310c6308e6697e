#!/usr/bin/env python3
"""Cold start of the installed binary against its yardsticks (issue #33), as a user feels it.

Every run is a whole new process timed from here; the commands of one comparison alternate,
so both see the same machine; each figure is the median of RUNS (default 21).

  mosaic perfume list --limit 20          vs  sqlite3, the same query    (goal: within 2.5x)
  mosaic perfume list --limit 20 --json   vs  sqlite3 -json, the same    (goal: within 2.5x)
  mosaic --version                        vs  a static hello world that imports Foundation (2x)
  mosaic perfume add                      vs  sqlite3, the same insert with the same indexes
                                              and search trigger                       (3x)

The journal holds 100,000 entries (make-journal.py). sqlite3's insert runs on a copy of the
same file whose search trigger folds with lower() instead of mosaic_fold, which only mosaic
registers. Usage:
  Tools/Benchmarks/Scripts/cold-start.py [--runs N] [--no-build]
"""

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
# What the store asks for the acting member (the household's first, `owner`): their records
# and the household's (#58), newest tasting day first.
LIST_QUERY = (
    "SELECT body FROM rec_perfume_entries WHERE (+owner = 'owner' OR +audience = 'household') "
    "ORDER BY json_extract(body, '$.date') DESC, json_extract(body, '$.createdAt') DESC LIMIT 20;"
)
HELLO = 'import Foundation\nprint("Hello, world!")\n'


def release_bin(build):
    if build:
        subprocess.run([f"{ROOT}/Tools/build-release"], check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(
        [f"{ROOT}/Tools/build-release", "--show-bin-path"], check=True, capture_output=True, text=True
    ).stdout.strip()
    return path


def hello_world(work):
    """A static hello world built the way Tools/build-release builds mosaic."""
    source = os.path.join(work, "hello.swift")
    with open(source, "w") as file:
        file.write(HELLO)
    binary = os.path.join(work, "hello")
    subprocess.run(
        ["swiftc", "-O", "-static-stdlib", "-Xclang-linker", "-no-pie", source, "-o", binary],
        check=True,
        cwd=work,
    )
    return binary


def timed(command, env):
    start = time.perf_counter_ns()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter_ns() - start) / 1e6


def compare(name, ours, theirs, runs, env, goal, theirs_name):
    """Alternates the two command lines (each a function of the run's index)."""
    mine, yard = [], []
    for index in range(runs):
        mine.append(timed(ours(index), env))
        yard.append(timed(theirs(index), env))
    a, b = statistics.median(mine), statistics.median(yard)
    verdict = "within" if a / b <= goal else "NOT within"
    print(f"{name:40} {a:7.2f} ms   {theirs_name:28} {b:7.2f} ms   {a / b:5.2f}x ({verdict} {goal}x)")
    return a / b


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--no-build", action="store_true", help="measure the binary already built")
    options = parser.parse_args()

    bin_path = release_bin(not options.no_build)
    mosaic = os.path.join(bin_path, "mosaic")
    work = tempfile.mkdtemp(prefix="mosaic-cold-")
    try:
        env = dict(os.environ, MOSAIC_HOME=os.path.join(work, "home"), LANG="C.UTF-8")
        env.pop("MOSAIC_DATABASE_URL", None)
        journal = os.path.join(work, "journal.json")
        subprocess.run([f"{ROOT}/Tools/Benchmarks/Scripts/make-journal.py", journal], check=True)
        subprocess.run([mosaic, "perfume", "import", journal], env=env, check=True, stdout=subprocess.DEVNULL)
        database = os.path.join(work, "home", "mosaic.sqlite")
        hello = hello_world(work)

        # sqlite3's copy for the insert: the same tables, indexes and trigger, folded by lower().
        copy = os.path.join(work, "copy.sqlite")
        shutil.copy(database, copy)
        with sqlite3.connect(copy) as connection:
            (trigger,) = connection.execute(
                "SELECT sql FROM sqlite_master WHERE name = 'rec_perfume_entries_fts_insert'"
            ).fetchone()
            connection.execute('DROP TRIGGER "rec_perfume_entries_fts_insert"')
            connection.execute(trigger.replace("mosaic_fold(", "lower("))

        def insert(index):
            body = (
                '{"id":"cold-%d","brand":"Le Labo","name":"Santal 33","sentence":"sandalwood",'
                '"notes":"","date":"2024.05.01","wished":false,"createdAt":0,"updatedAt":0}' % index
            )
            return ["sqlite3", copy, "INSERT INTO rec_perfume_entries(id, body, owner, audience) "
                    f"VALUES ('cold-{index}', '{body}', 'owner', 'me');"]

        def add(index):
            return [mosaic, "perfume", "add", "--brand", "Le Labo", "--name", f"Santal 33 #{index}",
                    "--sentence", "sandalwood", "--date", "2024.05.01"]

        print(f"{options.runs} runs each, medians; mosaic at {mosaic}")
        results = [
            compare("mosaic perfume list --limit 20", lambda _: [mosaic, "perfume", "list", "--limit", "20"],
                    lambda _: ["sqlite3", database, LIST_QUERY], options.runs, env, 2.5, "sqlite3, same query"),
            compare("mosaic perfume list --limit 20 --json",
                    lambda _: [mosaic, "perfume", "list", "--limit", "20", "--json"],
                    lambda _: ["sqlite3", "-json", database, LIST_QUERY], options.runs, env, 2.5,
                    "sqlite3 -json, same query"),
            compare("mosaic --version", lambda _: [mosaic, "--version"], lambda _: [hello], options.runs, env, 2,
                    "static hello world"),
            compare("mosaic perfume add", add, insert, options.runs, env, 3, "sqlite3, same insert"),
        ]
        size = os.path.getsize(mosaic)
        print(f"binary size: {size / 1e6:.1f} MB ({mosaic})")
        server = os.path.join(bin_path, "mosaic-server")
        if os.path.exists(server):
            print(f"beside it, mosaic-server (the web server and PostgreSQL): {os.path.getsize(server) / 1e6:.1f} MB")
        return 0 if all(ratio > 0 for ratio in results) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
