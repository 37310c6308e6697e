import CommandTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("mosaic serve: the web app as a process")
struct ServeCommandTests {
    @Test(
        "it prints its address, serves every feature's pages on the data dir, and stops cleanly on Ctrl-C",
        .timeLimit(.minutes(1)))
    func servesAndStops() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
        ])
        let server = try mosaic.start(["serve", "--port", "0", "--lang", "en"])
        let line = try #require(await server.readLine())
        #expect(line.hasPrefix("Serving Mosaic at http://127.0.0.1:"))
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let (home, _) = try await URLSession.shared.data(from: URL(string: address)!)
        for path in ["/perfume", "/market", "/apps", "/photos", "/habits"] {
            #expect(String(decoding: home, as: UTF8.self).contains("href=\"\(path)\""))
        }
        let (journal, response) = try await URLSession.shared.data(from: URL(string: address + "/perfume")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(
            String(decoding: journal, as: UTF8.self).contains("Santal 33"),
            "the command line's entry, on the same data dir")
        let stopped = await server.stop()
        #expect(stopped.status == 0)
        #expect(stopped.stderr.contains("Stopped; every screen closed."))
    }

    @Test(
        "a port in use is exit 69 with the reason; a data dir that is a file is exit 74 before listening",
        .timeLimit(.minutes(1)))
    func cannotServe() async throws {
        let mosaic = MosaicBinary()
        let first = try mosaic.start(["serve", "--port", "0"])
        let line = try #require(await first.readLine())
        let port = try #require(line.split(separator: ":").last?.prefix { $0.isNumber })
        let second = try mosaic.start(["serve", "--port", String(port)])
        let refused = await second.finish()
        #expect(refused.status == 69)
        #expect(refused.stderr.contains("Cannot listen on 127.0.0.1:\(port)"))
        _ = await first.stop()

        let file = mosaic.data.url.appendingPathComponent("not-a-dir")
        try Data("x".utf8).write(to: file)
        let broken = try await mosaic.start(["serve", "--port", "0", "--data-dir", file.path]).finish()
        #expect(broken.status == 74)
        #expect(!broken.stdout.contains("Serving"))
    }
}
