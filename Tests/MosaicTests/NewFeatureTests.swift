import Foundation
import TestSupport
import Testing

@Suite("Tools/new-feature")
struct NewFeatureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tools/new-feature")

    /// The package's files (tracked and new, not ignored) copied into a throwaway folder.
    func copyOfPackage() async throws -> TemporaryDirectory {
        let copy = TemporaryDirectory("new-feature")
        let shell = ProcessRunner(executable: URL(fileURLWithPath: "/bin/sh"))
        let copied = try await shell.runAsync([
            "-c", "cd \"$0\" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf - | tar -xf - -C \"$1\"",
            Self.root.path, copy.path,
        ])
        #expect(copied.status == 0, "\(copied.stderr)")
        return copy
    }

    func scaffold(_ arguments: [String], in copy: TemporaryDirectory) async throws -> ProcessRunner.Result {
        try await ProcessRunner(executable: Self.script).runAsync(["--package-path", copy.path] + arguments)
    }

    func text(_ copy: TemporaryDirectory, _ path: String) throws -> String {
        try String(contentsOf: copy.appending(path), encoding: .utf8)
    }

    @Test(
        "a scaffolded feature has its record, repository, commands and test, is registered once, and keeps the boundaries"
    )
    func scaffolds() async throws {
        let copy = try await copyOfPackage()
        let result = try await scaffold(["Notes"], in: copy)
        #expect(result.status == 0, "\(result.stderr)")
        for file in [
            "Modules/Notes/NotesItem.swift", "Modules/Notes/NotesRepository.swift",
            "Modules/NotesCLI/NotesPlugin.swift",
            "Modules/NotesCLI/NotesCommand.swift",
            "Modules/Notes/NotesFeature.swift", "Modules/NotesWeb/NotesWebPlugin.swift",
            "Tests/NotesTests/NotesRepositoryTests.swift", "Modules/Notes/README.md", "docs/features/notes.md",
            "Modules/Notes/NotesViewModel.swift", "Modules/NotesWeb/NotesPage.swift",
            "Modules/NotesWeb/NotesLiveNames.swift",
            "Tests/NotesWebTests/NotesWebTests.swift", "Tests/NotesCLITests/NotesCommandTests.swift",
            "Tests/NotesCLITests/NotesCommandLine.swift",
        ] {
            #expect(FileManager.default.fileExists(atPath: copy.appending(file).path), "\(file)")
        }
        let manifest = try text(copy, "Package.swift")
        #expect(manifest.components(separatedBy: #"Feature(name: "Notes")"#).count == 2)
        let registry = try text(copy, "Apps/MosaicApp/FeatureRegistry.swift")
        #expect(registry.contains("import NotesCLI\n") && !registry.contains("Web"))
        #expect(registry.contains("#if MOSAIC_FEATURE_Notes\n            plugins.append(NotesPlugin.self)\n"))
        let pages = try text(copy, "Apps/MosaicServer/FeaturePages.swift")
        #expect(pages.contains("import NotesWeb\n") && pages.contains("        NotesWebPlugin.self,\n    ]"))
        let boundaries = try await ProcessRunner(executable: Self.root.appendingPathComponent("Tools/check-boundaries"))
            .runAsync(["--package-path", copy.path])
        #expect(boundaries.status == 0, "\(boundaries.stderr)")
        // The scaffold's six targets (feature, CLI, web front, a test target for each) are checked too, and it is
        // known as a feature (read from the manifest, not a list in the tool).
        #expect(boundaries.stdout.contains("Notes, Perfume, Photobox)"), "\(boundaries.stdout)")
        let original = try await ProcessRunner(executable: Self.root.appendingPathComponent("Tools/check-boundaries"))
            .runAsync(["--package-path", Self.root.path])
        let count = { (text: String) in Int(text.firstMatch(of: /(\d+) targets/)?.1 ?? "") ?? 0 }
        #expect(count(boundaries.stdout) == count(original.stdout) + 6, "\(boundaries.stdout) \(original.stdout)")

        let again = try await scaffold(["Notes"], in: copy)
        #expect(again.status == 65 && again.stderr.contains("Modules/Notes already exists"))
    }

    @Test("a name that is not a module name, or a command that exists, is refused (65) and nothing is written")
    func refusals() async throws {
        let copy = try await copyOfPackage()
        for name in ["notes", "No-tes", "N", "../Evil", "Perfume", "Market", "Tour"] {
            let result = try await scaffold([name], in: copy)
            #expect(result.status == 65, "\(name): \(result.stderr)")
        }
        let usage = try await scaffold([], in: copy)
        #expect(usage.status == 64)
        let status = try await ProcessRunner(executable: URL(fileURLWithPath: "/bin/sh"))
            .runAsync(["-c", "cd \"$0\" && ls Modules | wc -l", copy.path])
        #expect(
            status.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                == "\(try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Modules").path).count)"
        )
    }
}
