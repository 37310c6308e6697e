#!/usr/bin/env python3
"""The memory of `mosaic serve` with PAGES live pages open, and after they close: starts
the server on a journal of 200 entries, reads its resident memory (VmRSS) idle, opens
PAGES journal pages each with its event stream connected, reads it again, closes every
page as a browser does (the pagehide beacon, then the stream dropped) and reads it once
more, after the server's next sweep (every 15 s) has handed freed memory back. Bounded:
the whole run stops after 120 s.

usage: Tools/Benchmarks/Scripts/serve-memory.py [PAGES] [BIN_DIR]
(BIN_DIR defaults to the static release build, which it builds with Tools/build-release.)
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


def release_bin():
    subprocess.run([os.path.join(ROOT, "Tools", "build-release")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run([os.path.join(ROOT, "Tools", "build-release"), "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def resident_mb(pid):
    with open("/proc/%d/status" % pid) as status:
        kilobytes = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))
    return kilobytes / 1024


def settle(pid, seconds=2.0):
    """The resident memory once the server has had a moment to finish what it was doing."""
    time.sleep(seconds)
    return resident_mb(pid)


def open_and_close(pid, port, pages):
    """Opens `pages` live pages, then closes them; the memory with them open and after."""
    opened = []
    for _ in range(pages):
        page = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        page.request("GET", "/perfume")
        sid = re.search(r'data-session="([^"]+)"', page.getresponse().read().decode()).group(1)
        stream = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        stream.request("GET", "/live/" + sid, headers={"Accept": "text/event-stream"})
        stream.getresponse().fp.readline()  # the stream is open
        opened.append((sid, page, stream))
    open_mb = settle(pid)
    for sid, page, stream in opened:
        page.request("POST", "/live/%s/close" % sid, headers={"Sec-Fetch-Site": "same-origin"})
        page.getresponse().read()
        stream.close()
        page.close()
    # The server hands freed memory back at its next sweep of the live pages (every 15 s).
    return open_mb, settle(pid, 16.0)


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
    subprocess.run([mosaic, "perfume", "import", journal, "--data-dir", data], env=env, check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([mosaic, "serve", "--port", "0", "--data-dir", data], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    signal.alarm(120)
    try:
        port = int(re.search(r":(\d+)", server.stdout.readline()).group(1))
        # One page first, so the store, the templates and the pools are warm in every figure.
        warm = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        warm.request("GET", "/perfume")
        warm.getresponse().read()
        idle = settle(server.pid)
        rounds = int(os.environ.get("ROUNDS", "1"))
        for round in range(rounds):
            open_mb, closed = open_and_close(server.pid, port, pages)
            if rounds > 1:
                print("round %d: %.1f MB open, %.1f MB closed" % (round + 1, open_mb, closed))
        print("mosaic serve, journal of 200 entries: %.1f MB idle, %.1f MB with %d live pages open (%.0f KB a page), "
              "%.1f MB after they closed" % (idle, open_mb, pages, (open_mb - idle) * 1024 / pages, closed))
        return 0
    finally:
        server.send_signal(2)
        server.wait(10)


if __name__ == "__main__":
    sys.exit(main())
