#!/usr/bin/env python3
"""Household members at 100,000 entries (issue #58, item 8): the build before members and this
one side by side, on the same journal.

The build before (BEFORE_BIN, its `mosaic`) imports the journal (make-journal.py) into one
data dir; a copy of it is opened by this build (AFTER_BIN), which upgrades it (every record
the first admin's, seen by the household). Then each pair of commands alternates, whole new
processes timed from here, median of RUNS (default 21):

  perfume list --limit 20                     (goal: within 10%)
  perfume list --limit 20 --json              (goal: within 10%)
  perfume search vetiver --limit 20           (goal: within 10%)
  perfume search '향수 santal' --limit 20      (goal: within 10%)

With --web SECONDS, each build's `mosaic serve` (on loopback, no password: the first admin)
answers the journal page (/perfume) under `wrk -t1 -c4` for SECONDS, the two alternating
three times each: requests a second, median (goal: within 10%).

Usage: Tools/Benchmarks/Scripts/members-figures.py BEFORE_BIN AFTER_BIN [--runs N] [--web SECONDS]
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def timed(command, env):
    start = time.perf_counter_ns()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter_ns() - start) / 1e6


def journal_rps(mosaic, env, seconds):
    """Requests a second `wrk` gets from `mosaic serve`'s journal page."""
    server = subprocess.Popen([mosaic, "serve", "--port", "0", "--lang", "en"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()
        port = int(re.search(r":(\d+)", line.split("http://")[1]).group(1))
        out = subprocess.run(["wrk", "-t1", "-c4", f"-d{seconds}s", f"http://127.0.0.1:{port}/perfume"],
                             capture_output=True, text=True, check=True).stdout
        return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    finally:
        server.terminate()
        server.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--web", type=int, default=0, help="seconds of wrk per measurement (0: none)")
    options = parser.parse_args()
    before, after = os.path.join(options.before, "mosaic"), os.path.join(options.after, "mosaic")
    work = tempfile.mkdtemp(prefix="mosaic-members-")
    try:
        homes = {name: os.path.join(work, name) for name in ("before", "after")}
        envs = {name: dict(os.environ, MOSAIC_HOME=home, LANG="C.UTF-8") for name, home in homes.items()}
        for env in envs.values():
            env.pop("MOSAIC_DATABASE_URL", None)
        journal = os.path.join(work, "journal.json")
        subprocess.run([f"{ROOT}/Tools/Benchmarks/Scripts/make-journal.py", journal], check=True)
        subprocess.run([before, "perfume", "import", journal], env=envs["before"], check=True,
                       stdout=subprocess.DEVNULL)
        shutil.copytree(homes["before"], homes["after"])
        started = time.perf_counter()
        subprocess.run([after, "perfume", "list", "--limit", "1"], env=envs["after"], check=True,
                       stdout=subprocess.DEVNULL)
        print(f"the upgrade of 100,000 entries (schema 2 -> 4), with the first command: "
              f"{(time.perf_counter() - started) * 1000:.0f} ms")
        commands = [
            ["perfume", "list", "--limit", "20"],
            ["perfume", "list", "--limit", "20", "--json"],
            ["perfume", "search", "vetiver", "--limit", "20"],
            ["perfume", "search", "향수 santal", "--limit", "20"],
        ]
        print(f"{options.runs} runs each, alternating, medians")
        for arguments in commands:
            old, new = [], []
            for _ in range(options.runs):
                old.append(timed([before] + arguments, envs["before"]))
                new.append(timed([after] + arguments, envs["after"]))
            a, b = statistics.median(old), statistics.median(new)
            verdict = "within" if b / a <= 1.10 else "NOT within"
            print(f"{' '.join(arguments):40} before {a:7.2f} ms   after {b:7.2f} ms   {b / a:5.2f}x ({verdict} 10%)")
        if options.web:
            old, new = [], []
            for _ in range(3):
                old.append(journal_rps(before, envs["before"], options.web))
                new.append(journal_rps(after, envs["after"], options.web))
            a, b = statistics.median(old), statistics.median(new)
            verdict = "within" if b / a >= 0.90 else "NOT within"
            print(f"{'GET /perfume, requests a second':40} before {a:7.0f}      after {b:7.0f}      {b / a:5.2f}x ({verdict} 10%)")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
