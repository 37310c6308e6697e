import Foundation
import TestSupport
import Testing

@Suite("Tools/affected-tests")
struct AffectedTestsTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/affected-tests")

    /// A throwaway package and git history: Core ← Perfume, Habits ← the `mosaic` executable;
    /// a test target for each, and MosaicTests, which runs `mosaic` instead of linking it.
    func repository() async throws -> TemporaryDirectory {
        let folder = TemporaryDirectory("affected")
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Probe", targets: [
                .target(name: "Core", path: "Modules/Core"),
                .target(name: "Perfume", dependencies: ["Core"], path: "Modules/Perfume"),
                .target(name: "Habits", dependencies: ["Core"], path: "Modules/Habits"),
                .executableTarget(name: "mosaic", dependencies: ["Perfume", "Habits"], path: "Apps/mosaic"),
                .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Tests/CoreTests"),
                .testTarget(name: "PerfumeTests", dependencies: ["Perfume"], path: "Tests/PerfumeTests"),
                .testTarget(name: "HabitsTests", dependencies: ["Habits"], path: "Tests/HabitsTests"),
                .testTarget(name: "MosaicTests", path: "Tests/MosaicTests"),
            ])
            """
        try manifest.write(to: folder.appending("Package.swift"), atomically: true, encoding: .utf8)
        for path in [
            "Modules/Core", "Modules/Perfume", "Modules/Habits", "Apps/mosaic",
            "Tests/CoreTests", "Tests/PerfumeTests", "Tests/HabitsTests", "Tests/MosaicTests",
        ] {
            try write("let marker = 1\n", to: "\(path)/File.swift", in: folder)
        }
        try write("# Probe\n", to: "README.md", in: folder)
        _ = try await git(["init", "-q", "-b", "main"], in: folder)
        _ = try await git(["add", "-A"], in: folder)
        _ = try await git(["commit", "-q", "-m", "start"], in: folder)
        return folder
    }

    func write(_ text: String, to path: String, in folder: TemporaryDirectory) throws {
        let file = folder.appending(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func git(_ arguments: [String], in folder: TemporaryDirectory) async throws -> ProcessRunner.Result {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path,
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
        let result = try await ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/env"), environment: environment)
            .runAsync(["git", "-C", folder.path] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    /// The test targets the script would run for the changes since `base`.
    func affected(in folder: TemporaryDirectory, since base: String = "main") async throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        let result = try await ProcessRunner(executable: Self.script, environment: environment)
            .runAsync(["--list", "--package-path", folder.path, base])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("a feature change runs its tests and what runs the app; Core runs everything; docs run nothing (#14)")
    func mapsChangesToTests() async throws {
        let folder = try await repository()
        #expect(try await affected(in: folder).isEmpty, "no change, no tests")

        try write("# Probe, documented\n", to: "README.md", in: folder)
        #expect(try await affected(in: folder).isEmpty, "a file outside every target affects nothing")

        try write("let marker = 2\n", to: "Modules/Perfume/File.swift", in: folder)
        #expect(try await affected(in: folder) == ["MosaicTests", "PerfumeTests"])

        // Committed on a branch: the default base is the merge base with main.
        _ = try await git(["checkout", "-q", "-b", "perfume-change"], in: folder)
        _ = try await git(["commit", "-q", "-am", "perfume"], in: folder)
        #expect(try await affected(in: folder) == ["MosaicTests", "PerfumeTests"])
        try write("let new = 1\n", to: "Tests/HabitsTests/New.swift", in: folder)
        #expect(
            try await affected(in: folder) == ["HabitsTests", "MosaicTests", "PerfumeTests"], "untracked files count")

        try write("let marker = 3\n", to: "Modules/Core/File.swift", in: folder)
        #expect(try await affected(in: folder) == ["CoreTests", "HabitsTests", "MosaicTests", "PerfumeTests"])
    }

    @Test("a manifest change runs every test target; an unknown base is a clear error (65)")
    func manifestAndBadBase() async throws {
        let folder = try await repository()
        let manifest = folder.appending("Package.swift")
        try (String(contentsOf: manifest, encoding: .utf8) + "\n// touched\n").write(
            to: manifest, atomically: true, encoding: .utf8)
        #expect(try await affected(in: folder) == ["CoreTests", "HabitsTests", "MosaicTests", "PerfumeTests"])
        let bad = try await ProcessRunner(executable: Self.script).runAsync([
            "--list", "--package-path", folder.path, "no-such-ref",
        ])
        #expect(bad.status == 65 && bad.stderr.contains("affected-tests: git diff"))
    }

    @Test(
        "a Tools/ script or a reproduction runs the tests that name it; a Tests/Browser change runs the browser scenarios"
    )
    func scriptsAndScenarios() async throws {
        let folder = try await repository()
        try write("#!/bin/sh\n", to: "Tools/check-boundaries", in: folder)
        try write("let script = \"Tools/check-boundaries\"\n", to: "Tests/MosaicTests/Boundaries.swift", in: folder)
        try write("let source = \"Reproductions/crash.swift\"\n", to: "Tests/CoreTests/Reproduce.swift", in: folder)
        try write("let x = 1\n", to: "Tests/Reproductions/crash.swift", in: folder)
        try write("# scenarios\n", to: "Tests/Browser/run_browser_tests.py", in: folder)
        _ = try await git(["add", "-A"], in: folder)
        _ = try await git(["commit", "-q", "-m", "scripts"], in: folder)

        try write("#!/bin/sh\nexit 0\n", to: "Tools/check-boundaries", in: folder)
        #expect(try await affected(in: folder, since: "HEAD") == ["MosaicTests"])
        try write("let x = 2\n", to: "Tests/Reproductions/crash.swift", in: folder)
        #expect(try await affected(in: folder, since: "HEAD") == ["CoreTests", "MosaicTests"])
        try write("# scenarios, more\n", to: "Tests/Browser/run_browser_tests.py", in: folder)
        #expect(try await affected(in: folder, since: "HEAD") == ["CoreTests", "MosaicTests", "Browser"])
        try write("#!/bin/sh\n", to: "Tools/unnamed-script", in: folder)
        #expect(
            try await affected(in: folder, since: "HEAD") == ["CoreTests", "MosaicTests", "Browser"],
            "a script no test names runs nothing")
    }

    @Test("a change inside one feature runs it alone behind the gate, narrowed to the front that changed (#45)")
    func gatedCommand() async throws {
        let folder = TemporaryDirectory("affected-gate")
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Probe", targets: [
                .target(name: "Core", path: "Modules/Core"),
                .target(name: "Market", dependencies: ["Core"], path: "Modules/Market"),
                .target(name: "MarketCLI", dependencies: ["Market"], path: "Modules/MarketCLI"),
                .target(name: "MarketWeb", dependencies: ["Market"], path: "Modules/MarketWeb"),
                .target(name: "Habits", dependencies: ["Core"], path: "Modules/Habits"),
                .target(name: "HabitsCLI", dependencies: ["Habits"], path: "Modules/HabitsCLI"),
                .target(name: "HabitsWeb", dependencies: ["Habits"], path: "Modules/HabitsWeb"),
                .testTarget(name: "MarketTests", dependencies: ["Market"], path: "Tests/MarketTests"),
                .testTarget(name: "MarketCLITests", dependencies: ["MarketCLI"], path: "Tests/MarketCLITests"),
                .testTarget(name: "MarketWebTests", dependencies: ["MarketWeb"], path: "Tests/MarketWebTests"),
                .testTarget(name: "HabitsTests", dependencies: ["Habits"], path: "Tests/HabitsTests"),
            ])
            """
        try manifest.write(to: folder.appending("Package.swift"), atomically: true, encoding: .utf8)
        for path in [
            "Modules/Core", "Modules/Market", "Modules/MarketCLI", "Modules/MarketWeb", "Modules/Habits",
            "Modules/HabitsCLI", "Modules/HabitsWeb", "Tests/MarketTests", "Tests/MarketCLITests",
            "Tests/MarketWebTests", "Tests/HabitsTests",
        ] {
            try write("let marker = 1\n", to: "\(path)/File.swift", in: folder)
        }
        _ = try await git(["init", "-q", "-b", "main"], in: folder)
        _ = try await git(["add", "-A"], in: folder)
        _ = try await git(["commit", "-q", "-m", "start"], in: folder)
        func command() async throws -> String {
            let result = try await ProcessRunner(executable: Self.script)
                .runAsync(["--command", "--package-path", folder.path, "main"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try write("let marker = 2\n", to: "Modules/MarketCLI/File.swift", in: folder)
        #expect(try await command() == "MOSAIC_FEATURES=Market MOSAIC_FRONTS=cli swift test")
        try write("let marker = 2\n", to: "Tests/MarketCLITests/File.swift", in: folder)
        #expect(try await command() == "MOSAIC_FEATURES=Market MOSAIC_FRONTS=cli swift test")
        try write("let marker = 2\n", to: "Modules/Market/File.swift", in: folder)
        #expect(try await command() == "MOSAIC_FEATURES=Market swift test")
        try write("let marker = 2\n", to: "Modules/Habits/File.swift", in: folder)
        #expect(try await command().hasPrefix("swift test --filter"), "two features: the whole package, filtered")
    }
}
