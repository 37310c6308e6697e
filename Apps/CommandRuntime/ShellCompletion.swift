import Foundation
import Household
import PersistenceSQLite

/// The host's side of `RecordCompletion`: the ids a shell's Tab offers, read from the data
/// dir the command line being completed names (`--data-dir D`, else the environment's), as
/// it would be used. A line on PostgreSQL offers none: a Tab does not open a network connection.
enum ShellCompletion {
    static func candidates(
        words: [String], collection: String, prefix: String, titleField: String?, environment: [String: String]
    ) -> [String] {
        let flag = value(of: "--data-dir", in: words)
        let storage = value(of: "--storage", in: words)
        let onPostgres =
            storage == "postgres"
            || (storage == nil && (environment["MOSAIC_DATABASE_URL"].map { !$0.isEmpty } ?? false))
            || value(of: "--database-url", in: words) != nil
        guard !onPostgres, storage != "memory",
            let directory = try? DataDirectory.resolve(flag: flag, environment: environment)
        else { return [] }
        let name = value(of: "--as", in: words) ?? environment["MOSAIC_MEMBER"]
        return CompletionReader.candidates(
            directory: directory, collection: collection, prefix: unquoted(prefix), titleField: titleField,
            membersPrefix: HouseholdKeys.memberPrefix
        ) { stored in
            let members = stored.values.compactMap { try? JSONDecoder().decode(Member.self, from: Data($0.utf8)) }
            return HouseholdMembers.actingID(named: name, among: members)
        }
    }

    /// The value `--name V` or `--name=V` gives in `words`, its shell quotes taken off.
    static func value(of name: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == name, index + 1 < words.endIndex { return unquoted(words[index + 1]) }
            if word.hasPrefix(name + "=") { return unquoted(String(word.dropFirst(name.count + 1))) }
        }
        return nil
    }

    /// A shell word as typed (`'~/my data'`, `"a b"`, `a\ b`) without its quoting.
    static func unquoted(_ word: String) -> String {
        if word.count >= 2, let first = word.first, first == word.last, first == "'" || first == "\"" {
            return String(word.dropFirst().dropLast())
        }
        if let first = word.first, first == "'" || first == "\"" { return String(word.dropFirst()) }
        return word.replacingOccurrences(of: "\\ ", with: " ")
    }
}
