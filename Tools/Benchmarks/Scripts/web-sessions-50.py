#!/usr/bin/env python3
"""50 live sessions at once against `mosaic serve` on loopback: each opens the perfume
search page, connects its event stream, types a search and waits for the results
fragment. Reports how many completed, the errors, and the time from the keystroke to
the results (p50, p95, max), bounded: each session gets at most TIMEOUT seconds.

usage: Tools/Benchmarks/Scripts/web-sessions-50.py [SESSIONS] [BIN_DIR]
(BIN_DIR defaults to the release build, which it builds.)
"""
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
TIMEOUT = 10


def release_bin():
    subprocess.run(["swift", "build", "-c", "release", "--product", "mosaic"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def session(port, results, index):
    started = time.monotonic()
    try:
        page = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        page.request("GET", "/perfume/search")
        body = page.getresponse().read().decode()
        sid = re.search(r'data-session="([^"]+)"', body).group(1)
        stream = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        stream.request("GET", "/live/" + sid, headers={"Accept": "text/event-stream"})
        events = stream.getresponse()
        poster = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        typed = time.monotonic()
        poster.request("POST", "/live/%s/query" % sid, body=urllib.parse.urlencode({"value": "santal %d" % (index % 10)}),
                       headers={"Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin"})
        poster.getresponse().read()
        while time.monotonic() - started < TIMEOUT:
            line = events.fp.readline().decode()
            if line.startswith("data: "):
                update = json.loads(line[6:])
                if update.get("target") == "results" and "Santal" in update.get("html", ""):
                    results.append(("ok", time.monotonic() - typed))
                    break
        else:
            results.append(("timeout", TIMEOUT))
        poster.request("POST", "/live/%s/close" % sid, headers={"Sec-Fetch-Site": "same-origin"})
        poster.getresponse().read()
        for connection in (page, stream, poster):
            connection.close()
    except Exception as error:  # noqa: BLE001 — every failure is counted and shown
        results.append(("error: %s" % error, time.monotonic() - started))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    bin_dir = sys.argv[2] if len(sys.argv) > 2 else release_bin()
    home = tempfile.mkdtemp()
    env = dict(os.environ, MOSAIC_HOME=home, NO_COLOR="1")
    for n in range(10):
        subprocess.run([os.path.join(bin_dir, "mosaic"), "perfume", "add", "--brand", "Le Labo", "--name", "Santal %d" % n,
                        "--sentence", "나무 %d" % n], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = subprocess.Popen([os.path.join(bin_dir, "mosaic"), "serve", "--port", "0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(re.search(r":(\d+)", server.stdout.readline()).group(1))
        results = []
        threads = [threading.Thread(target=session, args=(port, results, n)) for n in range(count)]
        began = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(TIMEOUT + 5)
        wall = time.monotonic() - began
        done = sorted(seconds for status, seconds in results if status == "ok")
        failures = [status for status, _ in results if status != "ok"]
        print("%d sessions at once: %d completed, %d failed, all in %.2f s" % (count, len(done), len(failures), wall))
        if done:
            p95 = done[min(len(done) - 1, int(len(done) * 0.95))]
            print("keystroke to results: p50 %.1f ms, p95 %.1f ms, max %.1f ms"
                  % (statistics.median(done) * 1000, p95 * 1000, done[-1] * 1000))
        for failure in sorted(set(failures)):
            print("  " + failure)
        return 0 if not failures and len(done) == count else 1
    finally:
        server.send_signal(2)
        server.wait(10)


if __name__ == "__main__":
    sys.exit(main())
