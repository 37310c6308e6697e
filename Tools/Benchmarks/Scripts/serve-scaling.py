#!/usr/bin/env python3
"""How far `mosaic serve` scales on one PostgreSQL: a throwaway database (initdb, loopback,
trust) with a journal of 10,000 entries and a password; 1, 2 and 3 server processes on it;
for each, `wrk` (Debian's) against the journal page and the search page of every server at
once, signed in (one thread and 4 connections per server). Prints requests per second (summed over the servers), the worst p99
latency, and the CPU the servers and the database used (cores busy), so what saturates
shows. Bounded: each measurement lasts SECONDS (default 10); the whole run stops itself.

usage: Tools/Benchmarks/Scripts/serve-scaling.py [SECONDS] [BIN_DIR]
(BIN_DIR defaults to the static release build, which it builds with Tools/build-release.)
"""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
from throwaway_postgres import Postgres  # noqa: E402
PASSWORD = "correct horse battery"
PAGES = {"journal": "/perfume", "search": "/perfume/search?q=santal"}


def release_bin():
    subprocess.run([os.path.join(ROOT, "Tools", "build-release")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run([os.path.join(ROOT, "Tools", "build-release"), "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def cpu_seconds(pids):
    """User plus system CPU seconds the processes `pids` have used so far."""
    total = 0
    for pid in pids:
        try:
            with open("/proc/%d/stat" % pid) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            pass
    return total / os.sysconf("SC_CLK_TCK")


def sign_in(port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    connection.request("POST", "/signin", body="password=correct+horse+battery&next=%2F",
                       headers={"Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    response.read()
    return re.search(r"mosaic_session=([^;]+)", response.getheader("Set-Cookie")).group(1)


def wrk(ports, path, cookie, seconds):
    """One `wrk` per server at once; (requests per second summed, worst p99 in ms)."""
    runs = [subprocess.Popen(["wrk", "-t1", "-c4", "-d%ds" % seconds, "--timeout", "30s", "--latency",
                              "-H", "Cookie: mosaic_session=" + cookie,
                              "http://127.0.0.1:%d%s" % (port, path)], stdout=subprocess.PIPE, text=True) for port in ports]
    rates, worst = 0.0, 0.0
    for run in runs:
        output = run.communicate(timeout=seconds + 60)[0]
        rates += float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
        value, unit = re.search(r"99%\s+([\d.]+)(us|ms|s)", output).groups()
        worst = max(worst, float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit])
        errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output) or re.search(r"Socket errors: .*timeout (\d+)", output)
        if errors and int(errors.group(1)) > 0:
            raise RuntimeError("%s: %s failed requests:\n%s" % (path, errors.group(1), output))
    return rates, worst


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    bin_dir = sys.argv[2] if len(sys.argv) > 2 else release_bin()
    mosaic = os.path.join(bin_dir, "mosaic")
    if not shutil.which("wrk"):
        print("wrk is not installed (apt-get install wrk)")
        return 1
    database = Postgres()
    servers = []
    try:
        environment = dict(os.environ, MOSAIC_DATABASE_URL=database.url, NO_COLOR="1",
                           MOSAIC_HOME=tempfile.mkdtemp(prefix="mosaic-scaling-"))
        journal = os.path.join(environment["MOSAIC_HOME"], "journal.json")
        subprocess.run([sys.executable, os.path.join(ROOT, "Tools", "Benchmarks", "Scripts", "make-journal.py"), journal],
                       check=True)
        with open(journal) as handle:
            document = json.load(handle)
        document["entries"] = document["entries"][:10_000]
        with open(journal, "w") as handle:
            json.dump(document, handle)
        subprocess.run([mosaic, "perfume", "import", journal], env=environment, check=True, capture_output=True)
        subprocess.run([mosaic, "serve", "password", "set"], input=PASSWORD + "\n", env=environment, check=True,
                       capture_output=True, text=True)
        print("| servers | page | requests/s | p99 | CPU of the servers | CPU of PostgreSQL |")
        print("|---|---|---|---|---|---|")
        for count in (1, 2, 3):
            while len(servers) < count:
                server = subprocess.Popen([mosaic, "serve", "--port", "0", "--lang", "en"], env=environment,
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
                port = int(re.search(r":(\d+)", server.stdout.readline().rsplit("//", 1)[1]).group(1))
                servers.append((server, port))
            ports = [port for _, port in servers]
            cookie = sign_in(ports[0])  # one sign-in, valid on every server of the database
            for name, path in PAGES.items():
                wrk(ports, path, cookie, 2)  # warm: the first pages open the pools and the caches
                server_pids = [server.pid for server, _ in servers]
                before = (cpu_seconds(server_pids), cpu_seconds(database.pids()), time.monotonic())
                rate, p99 = wrk(ports, path, cookie, seconds)
                elapsed = time.monotonic() - before[2]
                busy_servers = (cpu_seconds(server_pids) - before[0]) / elapsed
                busy_database = (cpu_seconds(database.pids()) - before[1]) / elapsed
                print("| %d | %s | %.0f | %.1f ms | %.2f cores | %.2f cores |" % (count, name, rate, p99, busy_servers,
                                                                                 busy_database))
                sys.stdout.flush()
    finally:
        for server, _ in servers:
            server.send_signal(2)
            try:
                server.wait(15)
            except subprocess.TimeoutExpired:
                server.kill()
        database.stop()
    print("(%d cores here; wrk ran on the same machine, one thread and 4 connections per server)" % os.cpu_count())
    return 0


if __name__ == "__main__":
    sys.exit(main())
