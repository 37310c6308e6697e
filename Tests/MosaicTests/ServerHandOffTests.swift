import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic and mosaic-server: the web server and PostgreSQL live in the second")
struct ServerHandOffTests {
    @Test("alone in a folder, mosaic runs a plain command; serve and PostgreSQL name the missing mosaic-server (69)")
    func mosaicAlone() async throws {
        let folder = TemporaryDirectory("mosaic-alone")
        let alone = folder.appending("mosaic")
        try FileManager.default.copyItem(at: BuiltProducts.executable("mosaic"), to: alone)
        let mosaic = ProcessRunner(executable: alone, environment: ["MOSAIC_HOME": folder.appending("data").path])

        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "wood",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try await mosaic.runAsync(["perfume", "list", "--json"])
        #expect(listed.status == 0 && listed.stdout.contains("Santal 33"))

        for arguments in [
            ["serve", "--port", "0"], ["serve", "password", "remove"],
            ["perfume", "list", "--database-url", "postgres://mosaic@127.0.0.1:1/mosaic"],
            ["storage", "copy", "--to", "postgres://mosaic@127.0.0.1:1/mosaic"],
        ] {
            let refused = try await mosaic.runAsync(arguments)
            #expect(refused.status == 69, "\(arguments)")
            #expect(refused.stderr.contains("mosaic-server"), "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains(folder.appending("mosaic-server").path), "\(refused.stderr)")
        }
    }

    @Test("`mosaic serve` becomes mosaic-server: the same process, its arguments and streams", .timeLimit(.minutes(1)))
    func serveRunsInMosaicServer() async throws {
        let mosaic = MosaicBinary()
        let server = try mosaic.start(["serve", "--port", "0", "--lang", "en"])
        let line = try #require(await server.readLine())
        #expect(line.hasPrefix("Serving Mosaic at http://127.0.0.1:"))
        let executable = try FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/\(server.processIdentifier)/exe")
        #expect(executable.hasSuffix("/mosaic-server"), "\(executable)")
        let stopped = await server.stop()
        #expect(stopped.status == 0)
    }
}
