import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #12: `mosaic --help` once listed a `--store` option that did not exist. The full
/// help of every command, found by walking SUBCOMMANDS from the root, is kept in
/// `HelpSnapshot.txt`; a change to any help text must change that file too.
/// Issue #31: every page is kept in Korean too (`HelpSnapshot.ko.txt`), and no Korean page
/// may show an option's help or one of ArgumentParser's words in English.
/// `MOSAIC_RECORD_HELP=1 swift test --filter HelpSnapshotTests` rewrites both.
@Suite("help snapshots")
struct HelpSnapshotTests {
    static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "HelpSnapshot.txt")
    static let koreanSnapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "HelpSnapshot.ko.txt")

    @Test("the help of every command matches the snapshot and names only options that parse")
    func everyCommand() async throws {
        let mosaic = MosaicBinary()
        var pending: [[String]] = [[]]
        var pages: [String] = []
        var koreanPages: [String] = []
        var parsed: Set<String> = ["--help", "--version"]
        while !pending.isEmpty {
            let command = pending.removeFirst()
            let help = try await mosaic.runAsync(command + ["--help"])
            #expect(help.status == 0, "\(command)")
            pages.append("=== mosaic \((command).joined(separator: " "))\n" + help.stdout)
            let korean = try await mosaic.runAsync(command + ["--help", "--lang", "ko"])
            #expect(korean.status == 0, "\(command)")
            #expect(Self.englishIn(korean.stdout).isEmpty, "\(command): \(Self.englishIn(korean.stdout))")
            koreanPages.append("=== mosaic \((command).joined(separator: " ")) --lang ko\n" + korean.stdout)
            pending += Self.subcommands(in: help.stdout).filter { $0 != "help" }.map { command + [$0] }
            parsed.formUnion(
                help.stdout.split(separator: "\n").compactMap { line in
                    line.firstMatch(of: /^  (?:-[a-zA-Z], )?(--[a-z][a-z-]*)/).map { String($0.output.1) }
                })
        }
        let text = pages.joined(separator: "\n")
        // Prose (overviews, discussions) may only name options some command lists as its own.
        #expect(
            Set(Self.options(in: text)).subtracting(parsed).isEmpty,
            "\(Set(Self.options(in: text)).subtracting(parsed))")
        let koreanText = koreanPages.joined(separator: "\n")
        if ProcessInfo.processInfo.environment["MOSAIC_RECORD_HELP"] == "1" {
            try text.write(to: Self.snapshot, atomically: true, encoding: .utf8)
            try koreanText.write(to: Self.koreanSnapshot, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: Self.snapshot, encoding: .utf8)
        let recordedKorean = try String(contentsOf: Self.koreanSnapshot, encoding: .utf8)
        #expect(pages.count > 50, "every command was reached")
        #expect(text == recorded, "help changed: review and re-record with MOSAIC_RECORD_HELP=1")
        #expect(koreanText == recordedKorean, "Korean help changed: review and re-record with MOSAIC_RECORD_HELP=1")
    }

    /// The lines of a Korean help page that are English: an option or command whose help
    /// has no Hangul, or one of ArgumentParser's own words.
    static func englishIn(_ page: String) -> [String] {
        page.split(separator: "\n").filter { line in
            let hasHangul = line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            let isEntry = line.firstMatch(of: /^  \S.*?  +\S/) != nil
            let parserWords = [
                "USAGE", "OPTIONS", "ARGUMENTS", "SUBCOMMANDS", "OVERVIEW", "default:", "values:", "See '",
            ]
            return (isEntry && !hasHangul) || parserWords.contains { line.contains($0) }
        }.map(String.init)
    }

    /// The names listed under SUBCOMMANDS.
    static func subcommands(in help: String) -> [String] {
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [] }
        // The names (the section ends at its closing "See 'mosaic help …'" line).
        return section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let name = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
            return name == "See" ? nil : name?.replacingOccurrences(of: "(default)", with: "")
        }
    }

    /// Every `--option` named in `text`.
    static func options(in text: some StringProtocol) -> [String] {
        String(text).matches(of: /--[a-z][a-z-]*[a-z]/).map { String($0.output) }
    }
}
