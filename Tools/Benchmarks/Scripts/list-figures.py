#!/usr/bin/env python3
"""Long lists on the web (issue #60, item 1): two builds side by side on one household of
10,000 listings, 10,000 likes, 5,000 certifications and 2,000 apps (and a journal of 10,000
strips, for its search).

The household is made with AFTER_BIN against `mosaic-stub-api`: one record of each kind
through the commands (a like, an app, a listing, a profile), exported (`mosaic export`), then
copied with new ids into one member archive that `mosaic import` reads; the certifications
come from a Loop Habit Tracker export of 10 habits over 500 days (`habits import loop`).
Both builds then serve a copy of it (loopback, signed in as its one member), one at a time,
alternating; for each list page:

  first response   bytes of the page as it first arrives           (goal: under 100 KB)
  requests/s       `wrk -t1 -c4` for SECONDS                        (goal: at least 500)
  memory           the server's resident memory at its peak under load, against idle
                   (goal: within 1.5x)

Usage: Tools/Benchmarks/Scripts/list-figures.py BEFORE_BIN AFTER_BIN [--seconds N] [--household DIR]
(--household keeps the household made in DIR, and uses it when DIR already holds one.)
"""

import argparse
import copy
import datetime
import http.client
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time

PASSWORD = "correct horse battery"
PAGES = [
    ("listings", "/market"),
    ("listings, price order", "/market?sort=price"),
    ("listings, search", "/market?q=chair"),
    ("likes", "/photos/likes"),
    ("likes, a colour", "/photos/likes?color=blue"),
    ("album", "/habits/album"),
    ("goal list", "/habits"),
    ("app library", "/apps"),
    ("perfume search", "/perfume/search?q=oud"),
]


def run(command, env, **kwargs):
    return subprocess.run(command, env=env, check=True, capture_output=True, text=True, **kwargs)


def templates(mosaic, stub_bin, env, work):
    """One record of each kind the commands make, from the stub, as the archive holds them."""
    stub = subprocess.Popen([stub_bin], stdout=subprocess.PIPE, text=True)
    try:
        stub.stdout.readline()
        settings = dict(stub.stdout.readline().replace("export ", "").strip().split("=", 1) for _ in range(2))
        env = dict(env, UNSPLASH_ACCESS_KEY="bench-key", **settings)
        run([mosaic, "members", "add", "Mom"], env, input=f"{PASSWORD}\n{PASSWORD}\n")
        run([mosaic, "photos", "profile", "create", "--nickname", "벤치", "--mbti", "ENFP", "--avatar", "1"], env)
        photos = json.loads(run([mosaic, "photos", "search", "cat", "--json"], env).stdout)
        run([mosaic, "photos", "like", photos["photos"][0]["id"]], env)
        apps = json.loads(run([mosaic, "apps", "search", "note", "--json"], env).stdout)
        run([mosaic, "apps", "get", str(apps["apps"][0]["id"] if isinstance(apps, dict) else apps[0]["id"])], env)
        run([mosaic, "market", "post", "--title", "의자", "--category", "2", "--price", "10000",
             "--description", "튼튼해요"], env)
        archive = os.path.join(work, "template.json")
        run([mosaic, "export", "--member", "Mom", "--output", archive], env)
        return json.load(open(archive))
    finally:
        stub.terminate()
        stub.wait(10)


def household(template):
    """The archive of 10,000 listings, 10,000 likes and 2,000 apps, from one of each."""
    archive = copy.deepcopy(template)
    records = archive["records"]
    words = ["chair", "desk", "lamp", "bike", "book", "sofa", "table", "shelf", "coat", "radio"]
    colors = ["#d02020", "#2040e0", "#20a040", "#f0d020", "#101010", "#f0f0f0"]
    base = datetime.datetime(2024, 1, 1).timestamp() - 978307200
    listing = json.loads(records["market_listings"][0]["body"])
    like = records["photobox_liked"][0]
    app = records["applibrary_apps"][0]
    image = like["id"]
    out = {"market_listings": [], "photobox_liked": [], "applibrary_apps": []}
    for n in range(10_000):
        body = dict(listing, id=f"bench-listing-{n:05d}", title=f"{words[n % 10]} {n}",
                    categoryID=1 + n % 11, price=None if n % 17 == 0 else 1000 * (n % 300),
                    details=f"{words[(n // 10) % 10]} in good shape", createdAt=base + n * 60,
                    updatedAt=base + n * 60)
        out["market_listings"].append(dict(records["market_listings"][0], id=body["id"],
                                           body=json.dumps(body, ensure_ascii=False)))
    like_body = json.loads(like["body"])
    for n in range(10_000):
        id = f"bench{n:06d}"
        body = dict(like_body, id=id, color=colors[n % len(colors)], likedAt=base + n * 60,
                    image=f"photobox/{image}.jpg")
        out["photobox_liked"].append(dict(like, id=id, body=json.dumps(body, ensure_ascii=False)))
    app_body = json.loads(app["body"])
    genres = ["Games", "Books", "Productivity", "Photo & Video", "Health & Fitness", None]
    for n in range(2_000):
        id = str(1_000_000_000 + n)
        inner = dict(app_body["app"], id=id, name=f"{words[n % 10].title()} App {n}", primaryGenre=genres[n % 6],
                     bundleID=f"com.example.bench{n}")
        body = dict(app_body, id=id, app=inner, savedAt=base + n * 60)
        out["applibrary_apps"].append(dict(app, id=id, body=json.dumps(body, ensure_ascii=False)))
    records.update(out)
    return archive


def loop_export(folder):
    """Loop Habit Tracker's CSV export: 10 habits, each done every day for 500 days."""
    os.makedirs(folder)
    habits = ["Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,"
              "Target Type,Target Value,Archived?"]
    habits += [f"{n + 1:03d},Habit {n},YES_NO,,,1,1,#4CAF50,,,,false" for n in range(10)]
    open(os.path.join(folder, "Habits.csv"), "w").write("\n".join(habits) + "\n")
    today = datetime.date.today()
    rows = ["Date," + ",".join(f"Habit {n}" for n in range(10)) + ","]
    rows += [f"{today - datetime.timedelta(days=d)}," + ",".join("2" for _ in range(10)) + "," for d in range(1, 501)]
    open(os.path.join(folder, "Checkmarks.csv"), "w").write("\n".join(rows) + "\n")


def make_household(mosaic, bin_dir, env, work):
    archive = household(templates(mosaic, os.path.join(bin_dir, "mosaic-stub-api"), env, work))
    path = os.path.join(work, "household.json")
    json.dump(archive, open(path, "w"), ensure_ascii=False)
    run([mosaic, "import", path, "--as", "Mom"], env)
    loop = os.path.join(work, "loop")
    loop_export(loop)
    run([mosaic, "habits", "import", "loop", loop, "--as", "Mom"], env)
    journal = os.path.join(work, "journal.json")
    run([os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-journal.py"), journal, "10000"], env)
    run([mosaic, "perfume", "import", journal, "--as", "Mom"], env)
    print("household: 10,000 listings, 10,000 likes, 2,000 apps, 5,000 certifications (10 Loop habits x 500 "
          "days), 10,000 perfume entries")


def resident_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


class Server:
    """`mosaic serve` on a copy of the household, signed in."""

    def __init__(self, mosaic, env):
        self.process = subprocess.Popen([mosaic, "serve", "--port", "0", "--lang", "en"], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        self.port = int(re.search(r":(\d+)", line.split("http://")[1]).group(1))
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        connection.request("POST", "/signin", body="member=Mom&password=correct+horse+battery&next=%2F",
                           headers={"Sec-Fetch-Site": "same-origin",
                                    "Content-Type": "application/x-www-form-urlencoded"})
        response = connection.getresponse()
        response.read()
        self.cookie = re.search(r"mosaic_session=([^;]+)", response.getheader("Set-Cookie") or "").group(1)

    def get(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        connection.request("GET", path, headers={"Cookie": "mosaic_session=" + self.cookie})
        response = connection.getresponse()
        body = response.read()
        return response.status, body

    def load(self, path, seconds):
        """Requests a second under `wrk`, and the peak resident memory meanwhile (KB)."""
        peak = [resident_kb(self.process.pid)]
        done = threading.Event()

        def watch():
            while not done.wait(0.05):
                peak[0] = max(peak[0], resident_kb(self.process.pid))

        watcher = threading.Thread(target=watch)
        watcher.start()
        try:
            out = subprocess.run(["wrk", "-t1", "-c4", f"-d{seconds}s", "--timeout", "30s",
                                  "-H", "Cookie: mosaic_session=" + self.cookie,
                                  f"http://127.0.0.1:{self.port}{path}"],
                                 capture_output=True, text=True, check=True).stdout
        finally:
            done.set()
            watcher.join()
        return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)), peak[0]

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


def measure(mosaic, env, seconds):
    server = Server(mosaic, env)
    try:
        figures = {}
        for name, path in PAGES:
            status, body = server.get(path)
            server.get(path)
            idle = resident_kb(server.process.pid)
            rps, peak = server.load(path, seconds)
            figures[name] = (status, len(body), rps, idle, peak)
        return figures
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--household", help="where the household is kept (made when missing)")
    options = parser.parse_args()
    before, after = os.path.join(options.before, "mosaic"), os.path.join(options.after, "mosaic")
    work = tempfile.mkdtemp(prefix="mosaic-lists-")
    try:
        home = options.household or os.path.join(work, "household")
        env = dict(os.environ, MOSAIC_HOME=home, LANG="C.UTF-8")
        env.pop("MOSAIC_DATABASE_URL", None)
        if not os.path.exists(home):
            make_household(after, options.after, env, work)
        results = {}
        for name, mosaic in (("before", before), ("after", after)):
            copy_home = os.path.join(work, name)
            shutil.copytree(home, copy_home)
            results[name] = measure(mosaic, dict(env, MOSAIC_HOME=copy_home), options.seconds)
        print(f"{'page':24} {'':6} {'first response':>15} {'requests/s':>11} {'idle MB':>8} {'peak MB':>8} {'peak/idle':>9}")
        for name, _ in PAGES:
            for build in ("before", "after"):
                status, size, rps, idle, peak = results[build][name]
                print(f"{name:24} {build:6} {size / 1024:11.1f} KB {rps:11.0f} {idle / 1024:8.1f} {peak / 1024:8.1f} "
                      f"{peak / idle:8.2f}x" + ("" if status == 200 else f"  (HTTP {status})"))
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
