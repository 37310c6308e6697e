import Core
import Foundation

/// The fields `--json=id,brand` (or `--fields id,brand`) keeps of each object a command
/// prints, as gh's `--json` picks them: an object keeps those keys, a list keeps them in
/// each of its objects, in the command's order and shape otherwise. An object that has none
/// of them but holds lists of objects (a page of search results: `photos`, `total`) keeps its
/// own fields and those lists cut to them.
public struct JSONFields: Sendable, Equatable {
    /// The names asked for, in the order given.
    public let names: [String]

    /// The fields of a comma-separated list (`id,brand`); nil for an empty list.
    public init?(_ list: String) {
        let names = list.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return nil }
        self.names = names
    }

    /// `json` (a command's `--json` output) with only these fields; a name no object has is a
    /// usage error (64) listing the fields there are.
    public func select(_ json: String) throws(UserError) -> String {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return json
        }
        var known: Set<String> = []
        let selected = reachingIntoLists(value, known: &known) ?? project(value, known: &known)
        let unknown = names.filter { !known.contains($0) }
        if !unknown.isEmpty, !known.isEmpty {
            throw UserError(ConsoleMessages.unknownFields(unknown, available: known.sorted()), category: .usage)
        }
        return JSONOutput.rewritten(selected) ?? json
    }

    /// `value` with its lists of objects cut to these fields, when it is an object that has none
    /// of them itself and holds such lists; else nil.
    private func reachingIntoLists(_ value: Any, known: inout Set<String>) -> Any? {
        guard var object = value as? [String: Any], !names.contains(where: { object.keys.contains($0) }) else {
            return nil
        }
        let lists = object.filter { ($0.value as? [Any])?.first is [String: Any] }
        guard !lists.isEmpty else { return nil }
        for (key, list) in lists { object[key] = project(list, known: &known) }
        return object
    }

    /// The objects of `value` (itself, or the items of a list) cut to these fields; `known`
    /// collects every key they had.
    private func project(_ value: Any, known: inout Set<String>) -> Any {
        if let list = value as? [Any] { return list.map { project($0, known: &known) } }
        guard let object = value as? [String: Any] else { return value }
        known.formUnion(object.keys)
        return object.filter { names.contains($0.key) }
    }
}
