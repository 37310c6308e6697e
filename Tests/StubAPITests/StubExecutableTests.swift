import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("mosaic-stub-api executable")
struct StubExecutableTests {
    @Test("prints its base URL and serves until stopped; --fault and /_stub control work")
    func runs() async throws {
        let process = Process()
        process.executableURL = BuiltProducts.executable("mosaic-stub-api")
        process.arguments = ["--port", "0", "--fault", "itunes:rate-limited"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let guarded = HangGuard(pid: process.processIdentifier, limit: .seconds(120))
        defer {
            process.terminate()
            process.waitUntilExit()
            guarded.cancel()
        }
        let reader = output.fileHandleForReading
        let text = try await ProcessRunner.offPool { reader.text(readingUntil: "MOSAIC_UNSPLASH_URL") }
        let base = try #require(text.split(separator: "\n").first.map(String.init))
        #expect(base.hasPrefix("http://127.0.0.1:"))
        #expect(text.contains("export MOSAIC_ITUNES_URL=\(base)/itunes"))
        let http = StubClient(stub: try await StubServer.start()).http
        let search = URL(string: "\(base)/itunes/search?term=diary&country=kr")!
        #expect(try await http.send(.init(url: search)).status == 403)
        #expect(try await http.send(.init(url: search)).status == 200)
        let control = URL(string: "\(base)/_stub/fault?api=itunes&fault=500")!
        #expect(try await http.send(.init(method: "POST", url: control)).status == 200)
        #expect(try await http.send(.init(url: search)).status == 500)
    }

    @Test("a bad argument is a usage error")
    func badArgument() async throws {
        let result = try await ProcessRunner(executable: BuiltProducts.executable("mosaic-stub-api")).runAsync([
            "--fault", "itunes:explode",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown fault"))
    }
}
