import Foundation

/// A throwaway PostgreSQL server for the tests, as a user would start one: `initdb` into a
/// temporary folder, `pg_ctl start` on a free loopback port, `trust` authentication, the
/// `C.UTF-8` locale, stopped when the test process exits. Run as the `postgres` user when
/// the tests run as root (initdb refuses root). `shared` is nil, and says why once, where
/// PostgreSQL is not installed, so those suites report themselves skipped.
public final class PostgresServer: Sendable {
    /// The server every test of this process shares; each test makes its own database.
    public static let shared: PostgresServer? = {
        do {
            return try PostgresServer()
        } catch {
            FileHandle.standardError.write(Data("PostgreSQL suites skipped: \(error)\n".utf8))
            return nil
        }
    }()

    /// Whether PostgreSQL is installed here: the suites that need it are enabled by this,
    /// which never starts a server (starting one on the concurrency pool would stall it).
    public static var isInstalled: Bool { binaries() != nil }

    /// The shared server, started (the first time) on a thread of its own: initdb takes
    /// seconds, and blocking one of the concurrency pool's two threads that long stalls
    /// every other test running meanwhile.
    public static func ready() async throws -> PostgresServer {
        guard let server = try await ProcessRunner.offPool({ shared }) else {
            throw Failure(description: "PostgreSQL is installed but its test server did not start")
        }
        return server
    }

    /// The loopback port it listens on.
    public let port: Int
    /// The superuser to connect as (no password).
    public let user = "postgres"
    /// A user that must sign in with `password` (servers started with `passwordSignIn`).
    public let passwordUser = "mosaic_pw"
    /// `passwordUser`'s password.
    public let password = "s3cret-Pässword"
    /// A user that may sign in only over TLS (servers started with `tls`).
    public let tlsUser = "mosaic_tls"
    private let folder: URL
    /// The folder holding the server's Unix socket (`?host=` of a URL, as libpq takes it).
    public var socketFolder: String { folder.path }
    private let binaries: URL
    private let settings: String
    private var data: String { folder.appendingPathComponent("data").path }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A server of its own, for a test that stops or restarts it. With `passwordSignIn`,
    /// `passwordUser` signs in over TCP with a SCRAM password; the superuser needs none.
    /// With `tls`, the server has a self-signed certificate and `tlsUser` is let in only
    /// over TLS.
    public init(passwordSignIn: Bool = false, tls: Bool = false) throws {
        guard let binaries = Self.binaries() else { throw Failure(description: "initdb and pg_ctl are not installed") }
        self.binaries = binaries
        folder = ScratchSpace.base.appendingPathComponent("mosaic-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = folder.appendingPathComponent("data").path
        if getuid() == 0 {
            // initdb refuses to run as root: the folder goes to the postgres user.
            try Self.run("/bin/chown", ["-R", "postgres", folder.path])
        }
        try Self.tool(
            binaries, "initdb",
            ["-D", data, "--auth=trust", "--username=postgres", "--locale=C.UTF-8", "--encoding=UTF8"])
        var rules = ["local all all trust"]
        var settings = ""
        if tls {
            let (key, certificate) = (data + "/server.key", data + "/server.crt")
            try Self.tool(
                binaries, "/usr/bin/openssl",
                [
                    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                    "-subj", "/CN=localhost", "-days", "2",
                ])
            try Self.tool(binaries, "/bin/chmod", ["600", key])
            settings = " -c ssl=on -c ssl_cert_file=\(certificate) -c ssl_key_file=\(key)"
            rules += ["hostssl all \(tlsUser) 127.0.0.1/32 trust", "hostnossl all \(tlsUser) 127.0.0.1/32 reject"]
        }
        rules += [
            "host all postgres 127.0.0.1/32 trust",
            "host all all 127.0.0.1/32 " + (passwordSignIn ? "scram-sha-256" : "trust"),
        ]
        try Self.tool(binaries, "/bin/sh", ["-c", "printf '%s\\n' \"$@\" > \(data)/pg_hba.conf", "sh"] + rules)
        self.settings = settings
        // A free port may be taken by another test's server before PostgreSQL binds it: try
        // another then.
        var started: Int?
        for _ in 0..<3 where started == nil {
            let candidate = try Self.freePort()
            if (try? Self.start(binaries, data: data, folder: folder, port: candidate, settings: settings)) != nil {
                started = candidate
            }
        }
        guard let started else { throw Failure(description: "pg_ctl could not start the server on a free port") }
        port = started
        if passwordSignIn {
            try psqlBlocking("postgres", "CREATE ROLE \(passwordUser) LOGIN PASSWORD '\(password)' CREATEDB")
        }
        if tls {
            try psqlBlocking("postgres", "CREATE ROLE \(tlsUser) LOGIN CREATEDB")
        }
        let stop = [binaries.appendingPathComponent("pg_ctl").path, "-D", data, "-m", "immediate", "stop"]
        let owner = getuid() == 0
        let folder = folder
        ExitCleanup.register {
            _ = try? Self.run(
                owner ? "/usr/sbin/runuser" : stop[0],
                owner ? ["-u", "postgres", "--"] + stop : Array(stop.dropFirst()))
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private static func start(_ binaries: URL, data: String, folder: URL, port: Int, settings: String) throws {
        // A throwaway server keeps no more WAL than recovery needs: with replication's WAL
        // and full-page images, each test's CREATE DATABASE cost 0.2 s of CPU, 44 ms without.
        let options =
            "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
            + " -c wal_level=minimal -c max_wal_senders=0 -c full_page_writes=off" + settings
        try tool(
            binaries, "pg_ctl",
            ["-D", data, "-o", options, "-l", folder.appendingPathComponent("log").path, "-w", "start"])
    }

    /// A server of its own (see `init`), set up on a thread of its own: `initdb` takes
    /// seconds, and blocking one of the concurrency pool's two threads that long stalls
    /// every other test.
    public static func started(passwordSignIn: Bool = false, tls: Bool = false) async throws -> PostgresServer {
        try await ProcessRunner.offPool { try PostgresServer(passwordSignIn: passwordSignIn, tls: tls) }
    }

    /// Stops the server at once, as a crash or a pulled plug would (open connections break).
    public func stop() async throws {
        try await ProcessRunner.offPool { try self.stopBlocking() }
    }

    /// `stop()` for code that already runs on a thread of its own (a transaction's body).
    public func stopBlocking() throws {
        try Self.tool(binaries, "pg_ctl", ["-D", data, "-m", "immediate", "stop"])
    }

    /// Starts the stopped server again on its port.
    public func start() async throws {
        try await ProcessRunner.offPool {
            try Self.start(
                self.binaries, data: self.data, folder: self.folder, port: self.port, settings: self.settings)
        }
    }

    /// Runs `sql` with psql on `database` as the superuser; returns what it printed, one
    /// unaligned row a line.
    @discardableResult
    public func psql(_ database: String, _ sql: String) async throws -> String {
        try await ProcessRunner.offPool { try self.psqlBlocking(database, sql) }
    }

    /// `psql` for code that cannot wait asynchronously.
    @discardableResult
    public func psqlBlocking(_ database: String, _ sql: String) throws -> String {
        try Self.tool(
            binaries, "psql",
            [
                "-h", "127.0.0.1", "-p", String(port), "-U", user, "-d", database, "-q", "-A", "-t",
                "-v", "ON_ERROR_STOP=1", "-c", sql,
            ])
    }

    /// Runs one of PostgreSQL's client programs (`pg_dump`, `pg_restore`, `createdb`) against
    /// this server as the superuser, as the postgres user when this is root; returns what it printed.
    @discardableResult
    public func client(_ program: String, _ arguments: [String]) async throws -> String {
        try await ProcessRunner.offPool {
            try Self.tool(
                self.binaries, program, ["-h", "127.0.0.1", "-p", String(self.port), "-U", self.user] + arguments)
        }
    }

    /// A new, empty database on the server, named after nothing a test shares.
    public func createDatabase() async throws -> String {
        try await ProcessRunner.offPool { try self.createDatabaseBlocking() }
    }

    /// `createDatabase()` for code that cannot wait asynchronously.
    public func createDatabaseBlocking() throws -> String {
        let name = "mosaic_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        try psqlBlocking("postgres", "CREATE DATABASE \(name)")
        return name
    }

    /// The URL of `database` on this server, signing in as the superuser.
    public func url(database: String) -> String {
        "postgres://\(user)@127.0.0.1:\(port)/\(database)?sslmode=disable"
    }

    /// Runs one of PostgreSQL's programs, as the postgres user when this is root.
    @discardableResult
    private static func tool(_ binaries: URL, _ tool: String, _ arguments: [String]) throws -> String {
        let path = tool.hasPrefix("/") ? tool : binaries.appendingPathComponent(tool).path
        if getuid() == 0 {
            return try Self.run("/usr/sbin/runuser", ["-u", "postgres", "--", path] + arguments)
        }
        return try Self.run(path, arguments)
    }

    /// Runs a tool to its end. Spawned and waited for directly: `pg_ctl start` leaves the
    /// server running with what it inherited, and `Process` did not always see its exit then.
    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-pg-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of this process goes with it: `pg_ctl start` leaves a server running
        // that would hold any pipe another test had open at that moment (its write end),
        // and that test would wait for the pipe's end for good.
        addClosingOtherDescriptors(&actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // Exited normally with 0: WIFEXITED and WEXITSTATUS, which Swift does not import.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(description: "\(URL(fileURLWithPath: executable).lastPathComponent) failed: \(text)")
        }
        return text
    }

    /// The folder with initdb, pg_ctl and psql: Debian's, else the PATH's.
    static func binaries() -> URL? {
        let debian = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions =
            (try? FileManager.default.contentsOfDirectory(atPath: debian.path))?.compactMap(Int.init).sorted() ?? []
        if let newest = versions.last {
            return debian.appendingPathComponent("\(newest)/bin")
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder))
            if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("pg_ctl").path) { return url }
        }
        return nil
    }

    /// A loopback port nothing listens on right now.
    public static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
