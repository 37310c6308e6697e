#!/usr/bin/env python3
"""The memory of `mosaic serve` with PAGES live pages open, and after they close: starts
the server on a journal of 200 entries, reads its resident memory (VmRSS) idle, opens
PAGES journal pages each with its event stream connected, reads it again, closes every
page as a browser does (the pagehide beacon, then the stream dropped) and reads it once
more, after the server's next sweep (every 15 s) has handed freed memory back. Bounded:
the whole run stops after 120 s.

usage: [SERVERS=N] Tools/Benchmarks/Scripts/serve-memory.py [PAGES] [BIN_DIR]
(BIN_DIR defaults to the static release build, which it builds with Tools/build-release.)
SERVERS=2 runs two servers on one throwaway PostgreSQL database (a shared data dir when
PostgreSQL is not installed) and spreads the PAGES over them.
"""
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
import throwaway_postgres  # noqa: E402


def release_bin():
    subprocess.run([os.path.join(ROOT, "Tools", "build-release")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run([os.path.join(ROOT, "Tools", "build-release"), "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def resident_mb(pid):
    with open("/proc/%d/status" % pid) as status:
        kilobytes = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))
    return kilobytes / 1024


def open_and_close(servers, pages):
    """Opens `pages` live pages spread over `servers` ((pid, port) each), then closes them;
    the servers' summed memory with them open and after."""
    opened = []
    for index in range(pages):
        port = servers[index % len(servers)][1]
        page = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        page.request("GET", "/perfume")
        sid = re.search(r'data-session="([^"]+)"', page.getresponse().read().decode()).group(1)
        stream = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        stream.request("GET", "/live/" + sid, headers={"Accept": "text/event-stream"})
        stream.getresponse().fp.readline()  # the stream is open
        opened.append((sid, page, stream))
    time.sleep(2.0)
    open_mb = sum(resident_mb(pid) for pid, _ in servers)
    for sid, page, stream in opened:
        page.request("POST", "/live/%s/close" % sid, headers={"Sec-Fetch-Site": "same-origin"})
        page.getresponse().read()
        stream.close()
        page.close()
    # The server hands freed memory back at its next sweep of the live pages (every 15 s).
    time.sleep(16.0)
    return open_mb, sum(resident_mb(pid) for pid, _ in servers)


def main():
    pages = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    bin_dir = sys.argv[2] if len(sys.argv) > 2 else release_bin()
    mosaic = os.path.join(bin_dir, "mosaic")
    data = tempfile.mkdtemp(prefix="mosaic-serve-memory-")
    env = dict(os.environ, NO_COLOR="1")
    journal = os.path.join(data, "journal.json")
    stamp = "2024-01-01T00:00:00Z"
    with open(journal, "w") as out:
        json.dump({"format": "mosaic-perfume-journal", "version": 1, "exportedAt": stamp, "entries": [{"id": "memory-%03d" % n, "date": "2024.01.%02d" % (1 + n % 28), "brand": "House %d" % n, "name": "Scent %d" % n,
                    "notes": "wood and rose", "sentence": "a phrase %d" % n, "wished": n % 3 == 0,
                    "createdAt": stamp, "updatedAt": stamp} for n in range(200)]}, out)
    count = int(os.environ.get("SERVERS", "1"))
    database = None
    if (count > 1 or os.environ.get("STORAGE") == "postgres") and throwaway_postgres.installed():
        database = throwaway_postgres.Postgres()
        env["MOSAIC_DATABASE_URL"] = database.url
    subprocess.run([mosaic, "perfume", "import", journal, "--data-dir", data], env=env, check=True, stdout=subprocess.DEVNULL)
    servers = [subprocess.Popen([mosaic, "serve", "--port", "0", "--data-dir", data], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) for _ in range(count)]
    signal.alarm(180)
    try:
        ports = [(server.pid, int(re.search(r":(\d+)", server.stdout.readline()).group(1))) for server in servers]
        # One page first, so the store, the templates and the pools are warm in every figure.
        for _, port in ports:
            warm = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            warm.request("GET", "/perfume")
            warm.getresponse().read()
        time.sleep(2.0)
        idle = sum(resident_mb(pid) for pid, _ in ports)
        rounds = int(os.environ.get("ROUNDS", "1"))
        for round in range(rounds):
            open_mb, closed = open_and_close(ports, pages)
            if rounds > 1:
                print("round %d: %.1f MB open, %.1f MB closed" % (round + 1, open_mb, closed))
        where = " (%d server%s on one %s, summed)" % (count, "s" if count > 1 else "", "PostgreSQL database" if database else "data dir")
        print("mosaic serve%s, journal of 200 entries: %.1f MB idle, %.1f MB with %d live pages open (%.0f KB a page), "
              "%.1f MB after they closed" % (where, idle, open_mb, pages, (open_mb - idle) * 1024 / pages, closed))
        return 0
    finally:
        for server in servers:
            server.send_signal(2)
            server.wait(10)
        if database:
            database.stop()


if __name__ == "__main__":
    sys.exit(main())
