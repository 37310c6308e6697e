"""A throwaway PostgreSQL server for the browser tests and the benchmarks, as the Swift tests'
`PostgresServer` starts one: initdb into a temporary folder, pg_ctl start on a free loopback
port, trust authentication (as the postgres user when run as root: initdb refuses root)."""
import glob
import os
import shutil
import socket
import subprocess
import tempfile


def installed():
    return bool(glob.glob("/usr/lib/postgresql/*/bin/initdb"))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Postgres:
    """initdb into a temporary folder and pg_ctl start on a free loopback port (as the
    postgres user when run as root: initdb refuses root)."""

    def __init__(self):
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"))[-1]
        self.folder = tempfile.mkdtemp(prefix="mosaic-pg-")
        self.as_owner = ["/usr/sbin/runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.as_owner:
            subprocess.run(["chown", "-R", "postgres", self.folder], check=True)
        data = os.path.join(self.folder, "data")
        subprocess.run(self.as_owner + [os.path.join(self.bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres",
                                        "-E", "UTF8", "--locale=C.UTF-8"], check=True, capture_output=True)
        self.port = free_port()
        self.options = "-p %d -k %s -c listen_addresses=127.0.0.1 -c max_connections=200" % (self.port, self.folder)
        self.data = data
        self.resume()
        subprocess.run(self.as_owner + [os.path.join(self.bin, "createdb"), "-h", "127.0.0.1", "-p", str(self.port),
                                        "-U", "postgres", "mosaic"], check=True)
        self.url = "postgres://postgres@127.0.0.1:%d/mosaic" % self.port

    def pause(self):
        """Stops the server (fast shutdown), keeping its data: a database restarting."""
        subprocess.run(self.as_owner + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "fast", "-w", "stop"],
                       check=True, capture_output=True)

    def resume(self):
        subprocess.run(self.as_owner + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-o", self.options, "-l",
                                        os.path.join(self.folder, "log"), "-w", "start"], check=True, capture_output=True)

    def pids(self):
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open("/proc/%s/comm" % entry) as comm:
                        if comm.read().strip() == "postgres":
                            found.append(int(entry))
                except OSError:
                    pass
        return found

    def stop(self):
        subprocess.run(self.as_owner + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)
