import Foundation
import TestSupport
import Testing

@Suite("Tools/check-boundaries")
struct BoundaryCheckTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/check-boundaries")

    /// A tiny package with Core, Persistence, Console and a Perfume feature.
    func package(
        perfumeImports: String, perfumeDependencies: String = #""Core", "Persistence""#,
        consoleImports: String = "import Core"
    ) throws -> TemporaryDirectory {
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
                .target(name: "PerfumeCLI", dependencies: ["Perfume"], path: "Modules/PerfumeCLI"),
                .target(name: "PerfumeWeb", dependencies: ["Perfume"], path: "Modules/PerfumeWeb"),
            ])
            """
        try manifest.write(to: folder.appending("Package.swift"), atomically: true, encoding: .utf8)
        let sources = [
            "Core": "", "Persistence": "import Core", "Console": consoleImports, "TestSupport": "import Core",
            "Perfume": perfumeImports,
            "PerfumeCLI": "import Perfume", "PerfumeWeb": "import Perfume",
        ]
        for (module, imports) in sources {
            let directory = folder.appending("Modules/\(module)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try "\(imports)\nlet marker\(module) = 1\n".write(
                to: directory.appendingPathComponent("\(module).swift"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A tiny package of the given targets: (name, its dependencies, its Swift file's text).
    /// Each lives at Modules/<name>, as in Mosaic.
    func package(_ targets: [(name: String, dependencies: [String], source: String)]) throws -> TemporaryDirectory {
        let folder = TemporaryDirectory("boundaries")
        let declarations = targets.map { target in
            // A dependency written as `.product(…)` is a package's product, as written.
            let dependencies = target.dependencies.map { $0.hasPrefix(".") ? $0 : "\"\($0)\"" }
                .joined(separator: ", ")
            return
                ".target(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"Modules/\(target.name)\")"
        }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Probe",
                dependencies: [.package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")],
                targets: [
                \(declarations.joined(separator: ",\n    "))
            ])
            """
        try manifest.write(to: folder.appending("Package.swift"), atomically: true, encoding: .utf8)
        for target in targets {
            let directory = folder.appending("Modules/\(target.name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try "\(target.source)\nlet marker\(target.name) = 1\n".write(
                to: directory.appendingPathComponent("\(target.name).swift"),
                atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The kits and a feature `Notes` with both fronts, as Tools/new-feature makes one;
    /// `change` replaces one target's entry.
    func kitsAndNotes(_ change: (name: String, dependencies: [String], source: String)) throws -> TemporaryDirectory {
        var targets: [(name: String, dependencies: [String], source: String)] = [
            ("Core", [], ""),
            ("Persistence", ["Core"], "import Core"),
            ("Console", ["Core"], "import Core"),
            ("CommandKit", ["Core", "Persistence", "Console"], "import Core\nimport Persistence\nimport Console"),
            ("PageKit", ["Core", "Persistence"], "import Core\nimport Persistence"),
            ("SiteServer", ["Core", "PageKit"], "import Core\nimport PageKit"),
            ("Notes", ["Core", "Persistence"], "import Core\nimport Persistence"),
            ("NotesCLI", ["Notes", "CommandKit"], "import Notes\nimport CommandKit"),
            ("NotesWeb", ["Notes", "PageKit"], "import Notes\nimport PageKit"),
        ]
        targets[targets.firstIndex { $0.name == change.name }!] = change
        return try package(targets)
    }

    /// Runs the script on a thread of its own: it waits on `swift package dump-package`
    /// for seconds, which must not hold one of the cooperative pool's two threads.
    func check(_ folder: TemporaryDirectory) async throws -> ProcessRunner.Result {
        try await ProcessRunner(executable: Self.script).runAsync(["--package-path", folder.path])
    }

    @Test("the real package passes")
    func realPackage() async throws {
        let root = Self.script.deletingLastPathComponent().deletingLastPathComponent()
        let result = try await ProcessRunner(executable: Self.script).runAsync(["--package-path", root.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a feature that imports only Core and Persistence passes")
    func clean() async throws {
        let result = try await check(try package(perfumeImports: "import Core\nimport Persistence\nimport Foundation"))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a feature importing Console fails, naming the target, the module and the line")
    func badImport() async throws {
        let result = try await check(
            try package(
                perfumeImports: "import Core\n@testable import Console", perfumeDependencies: #""Core", "Console""#))
        #expect(result.status == 1)
        #expect(result.stderr.contains("feature Perfume uses Console"))
        #expect(result.stderr.contains("Perfume.swift:2"))
    }

    @Test("a feature naming the whole store (the engine, or what scopes it to a member) fails; a comment may (#58)")
    func unscopedStore() async throws {
        let result = try await check(
            try package(
                perfumeImports: """
                    import Core
                    import Persistence
                    // Features never name StoreEngine.
                    func everyone(_ engine: any StoreEngine) -> any RecordStore { engine.recordStore }
                    """))
        #expect(result.status == 1)
        #expect(result.stderr.contains("Perfume.swift:4 names StoreEngine"), "\(result.stderr)")
        #expect(!result.stderr.contains("Perfume.swift:3"))
    }

    @Test("a feature depending on Console in the manifest fails")
    func badDependency() async throws {
        let result = try await check(
            try package(perfumeImports: "import Core", perfumeDependencies: #""Core", "Console""#))
        #expect(result.status == 1)
        #expect(result.stderr.contains("feature Perfume uses Console (Package.swift dependency)"))
    }

    @Test("a production target importing TestSupport fails")
    func testSupportInProduction() async throws {
        let result = try await check(
            try package(perfumeImports: "import Core", consoleImports: "import Core\nimport TestSupport"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("production target Console uses TestSupport"))
    }

    @Test("the terminal kit importing Persistence or a feature fails (#14)")
    func terminalKitStaysTerminal() async throws {
        let result = try await check(
            try package(
                perfumeImports: "import Core", consoleImports: "import Core\nimport Persistence\nimport Perfume"))
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("kit Console uses Persistence (")
                && result.stderr.contains("Modules/Console/Console.swift:2)"))
        #expect(result.stderr.contains("kit Console uses Perfume"))
    }

    @Test("the features are read from the manifest: a new feature with its two fronts is checked at once")
    func scaffoldedFeatureIsChecked() async throws {
        let clean = try await check(
            try kitsAndNotes(("Notes", ["Core", "Persistence"], "import Core\nimport Persistence")))
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("features: Notes"))
        let result = try await check(
            try kitsAndNotes(("Notes", ["Core", "Persistence", "Console"], "import Core\nimport Console")))
        #expect(result.status == 1)
        #expect(result.stderr.contains("feature Notes uses Console (Modules/Notes/Notes.swift:2)"))
    }

    @Test("a command-line front importing the page kit fails")
    func commandLineFrontStaysOffTheWeb() async throws {
        let result = try await check(
            try kitsAndNotes(
                ("NotesCLI", ["Notes", "CommandKit", "PageKit"], "import Notes\nimport CommandKit\nimport PageKit")))
        #expect(result.status == 1)
        #expect(result.stderr.contains("command-line front NotesCLI uses PageKit (Modules/NotesCLI/NotesCLI.swift:3)"))
    }

    /// Issue #57: a test target that declared what it never imported built more than it tests.
    @Test("a target declaring a target or a product it never imports fails, naming both")
    func declaredButNeverImported() async throws {
        let target = try await check(
            try kitsAndNotes(("NotesWeb", ["Notes", "PageKit", "Core"], "import Notes\nimport PageKit")))
        #expect(target.status == 1)
        #expect(target.stderr.contains("NotesWeb declares Core in Package.swift and never imports it"))
        let grdb = #".product(name: "GRDB", package: "GRDB.swift")"#
        let product = try await check(
            try kitsAndNotes(("Core", [grdb], "")))
        #expect(product.status == 1)
        #expect(product.stderr.contains("Core declares the product GRDB in Package.swift and never imports it"))
    }

    /// Issue #57: a front compiles against the page kit alone, never against the server.
    @Test("a web front importing the site server fails, and the page kit using the server fails")
    func webFrontStaysOffTheServer() async throws {
        let front = try await check(
            try kitsAndNotes(
                ("NotesWeb", ["Notes", "PageKit", "SiteServer"], "import Notes\nimport PageKit\nimport SiteServer")))
        #expect(front.status == 1)
        #expect(front.stderr.contains("web front NotesWeb uses SiteServer (Modules/NotesWeb/NotesWeb.swift:3)"))
        let kit = try await check(
            try kitsAndNotes(("PageKit", ["Core", "SiteServer"], "import Core\nimport SiteServer")))
        #expect(kit.status == 1)
        #expect(kit.stderr.contains("kit PageKit uses SiteServer (Modules/PageKit/PageKit.swift:2)"))
    }

    /// Issue #57: a product of another package is checked as a target of ours is.
    @Test("a feature declaring and importing GRDB fails, naming the product; the web front declaring it fails too")
    func thirdPartyProducts() async throws {
        let grdb = #".product(name: "GRDB", package: "GRDB.swift")"#
        let feature = try await check(
            try kitsAndNotes(("Notes", ["Core", "Persistence", grdb], "import Core\nimport GRDB")))
        #expect(feature.status == 1)
        #expect(feature.stderr.contains("feature Notes uses the package product GRDB (Package.swift dependency)"))
        let front = try await check(
            try kitsAndNotes(("NotesWeb", ["Notes", "PageKit", grdb], "import Notes\nimport PageKit")))
        #expect(front.status == 1)
        #expect(front.stderr.contains("web front NotesWeb uses the package product GRDB"))
    }

    @Test("the command kit using the page kit or a feature fails")
    func commandKitStaysAKit() async throws {
        let result = try await check(
            try kitsAndNotes(
                (
                    "CommandKit", ["Core", "Persistence", "Console", "PageKit"],
                    "import Console\nimport PageKit"
                )))
        #expect(result.status == 1)
        #expect(result.stderr.contains("kit CommandKit uses PageKit (Modules/CommandKit/CommandKit.swift:2)"))
    }

    @Test("an import that the target only gets through another target fails")
    func undeclaredTransitiveImport() async throws {
        // NotesWeb gets Persistence through PageKit, but does not declare it.
        let result = try await check(
            try kitsAndNotes(("NotesWeb", ["Notes", "PageKit"], "import Notes\nimport PageKit\nimport Persistence")))
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "NotesWeb imports Persistence (Modules/NotesWeb/NotesWeb.swift:3) without declaring it"))
    }

    /// Issue #56: swift-async-algorithms' `merge` deadlocked its own thread (upstream #430).
    @Test(
        "calling merge, cancelOnGracefulShutdown or Hummingbird's Application fails, naming why; a dictionary's merge passes"
    )
    func bannedCalls() async throws {
        for (call, named) in [
            ("let both = merge(a, b)", "swift-async-algorithms' merge"),
            ("let ticks = timer.cancelOnGracefulShutdown()", "cancelOnGracefulShutdown"),
            ("let app = Application(router: router)", "Hummingbird's Application"),
        ] {
            let source = "import Notes\nimport PageKit\nfunc f() {\n    \(call)\n}"
            let result = try await check(try kitsAndNotes(("NotesWeb", ["Notes", "PageKit"], source)))
            #expect(result.status == 1 && result.stderr.contains(named), "\(call): \(result.stderr)")
            #expect(result.stderr.contains("NotesWeb.swift:4"), "\(result.stderr)")
        }
        let fine = "import Notes\nimport PageKit\nfunc f() {\n    environment.merge(other) { $1 } // merge(a, b)\n}"
        let result = try await check(try kitsAndNotes(("NotesWeb", ["Notes", "PageKit"], fine)))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("an import written inside a string further down is not an import")
    func importsAreTheHeader() async throws {
        let source = "import Notes\nimport PageKit\nlet script = \"\"\"\nimport Console\n\"\"\""
        let result = try await check(try kitsAndNotes(("NotesWeb", ["Notes", "PageKit"], source)))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("the shipped binary linking the stand-ins' server, even through another target, fails")
    func shippedBinaryHasNoStandInServer() async throws {
        let result = try await check(
            try package([
                ("Core", [], ""), ("StubAPI", [], ""), ("Relay", ["StubAPI"], "import StubAPI"),
                ("mosaic", ["Relay", "Core"], "import Relay\nimport Core"),
            ]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("the shipped binary mosaic links the stand-ins' server StubAPI"))
    }

    @Test("mosaic linking the site server or PostgreSQL, even through another target, fails; mosaic-server may")
    func mosaicHasNoServerParts() async throws {
        let result = try await check(
            try package([
                ("Core", [], ""), ("Persistence", [], ""), ("SiteServer", [], ""), ("PersistencePostgres", [], ""),
                ("Serving", ["SiteServer"], "import SiteServer"),
                ("mosaic", ["Serving", "PersistencePostgres"], "import Serving\nimport PersistencePostgres"),
                ("mosaic-server", ["Serving", "PersistencePostgres"], "import Serving\nimport PersistencePostgres"),
            ]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("mosaic links SiteServer, which is mosaic-server's"))
        #expect(result.stderr.contains("mosaic links PersistencePostgres, which is mosaic-server's"))
        #expect(!result.stderr.contains("mosaic-server links"))
    }
}
