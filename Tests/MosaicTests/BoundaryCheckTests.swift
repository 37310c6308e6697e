import Foundation
import Testing
import TestSupport

@Suite("Tools/check-boundaries")
struct BoundaryCheckTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/check-boundaries")

    /// A tiny package with Core, Persistence, Console and a Perfume feature.
    func package(perfumeImports: String, perfumeDependencies: String = #""Core", "Persistence""#, consoleImports: String = "import Core") throws -> TemporaryDirectory {
        let folder = TemporaryDirectory("boundaries")
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Probe", targets: [
                .target(name: "Core", path: "Modules/Core"),
                .target(name: "Persistence", dependencies: ["Core"], path: "Modules/Persistence"),
                .target(name: "Console", dependencies: ["Core"], path: "Modules/Console"),
                .target(name: "TestSupport", dependencies: ["Core"], path: "Modules/TestSupport"),
                .target(name: "Perfume", dependencies: [\(perfumeDependencies)], path: "Modules/Perfume"),
            ])
            """
        try manifest.write(to: folder.appending("Package.swift"), atomically: true, encoding: .utf8)
        let sources = ["Core": "", "Persistence": "import Core", "Console": consoleImports, "TestSupport": "import Core", "Perfume": perfumeImports]
        for (module, imports) in sources {
            let directory = folder.appending("Modules/\(module)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try "\(imports)\nlet marker\(module) = 1\n".write(to: directory.appendingPathComponent("\(module).swift"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func check(_ folder: TemporaryDirectory) throws -> ProcessRunner.Result {
        try ProcessRunner(executable: Self.script).run(["--package-path", folder.path])
    }

    @Test("the real package passes")
    func realPackage() throws {
        let root = Self.script.deletingLastPathComponent().deletingLastPathComponent()
        let result = try ProcessRunner(executable: Self.script).run(["--package-path", root.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a feature that imports only Core and Persistence passes")
    func clean() throws {
        let result = try check(try package(perfumeImports: "import Core\nimport Persistence\nimport Foundation"))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a feature importing Console fails, naming the target, the module and the line")
    func badImport() throws {
        let result = try check(try package(perfumeImports: "import Core\n@testable import Console"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("feature Perfume uses Console"))
        #expect(result.stderr.contains("Perfume.swift:2"))
    }

    @Test("a feature depending on Console in the manifest fails")
    func badDependency() throws {
        let result = try check(try package(perfumeImports: "import Core", perfumeDependencies: #""Core", "Console""#))
        #expect(result.status == 1)
        #expect(result.stderr.contains("feature Perfume uses Console (Package.swift dependency)"))
    }

    @Test("a production target importing TestSupport fails")
    func testSupportInProduction() throws {
        let result = try check(try package(perfumeImports: "import Core", consoleImports: "import Core\nimport TestSupport"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("production target Console uses TestSupport"))
    }

    @Test("the terminal kit importing Persistence or a feature fails (#14)")
    func terminalKitStaysTerminal() throws {
        let result = try check(try package(perfumeImports: "import Core", consoleImports: "import Core\nimport Persistence\nimport Perfume"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("kit Console uses Persistence (") && result.stderr.contains("Modules/Console/Console.swift:2)"))
        #expect(result.stderr.contains("kit Console uses Perfume"))
    }
}
