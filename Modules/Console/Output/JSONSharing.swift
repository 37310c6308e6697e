import Foundation

/// Whose each record a command prints is, and who sees it, for `--json` in a household of
/// several: every object of the output whose `id` names a record gets `owner` (the member's
/// name) and `visibility` (`me` or `household`). Added to what any command prints, so no
/// feature's JSON has to know about members; a household of one prints as before.
public struct JSONSharing: Sendable, Equatable {
    /// One record's: its owner's name and who sees it.
    public struct Entry: Sendable, Equatable {
        public let owner: String
        public let visibility: String

        public init(owner: String, visibility: String) {
            self.owner = owner
            self.visibility = visibility
        }
    }

    /// By record id.
    public let byID: [String: Entry]

    public init(byID: [String: Entry]) {
        self.byID = byID
    }

    /// Every `id` of the objects in `json`, text or number, as text.
    public static func ids(in json: String) -> [String] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return []
        }
        var ids: [String] = []
        visit(value) { object in
            if let id = text(object["id"]) { ids.append(id) }
            return object
        }
        return ids
    }

    /// `json` with `owner` and `visibility` in each object whose `id` this names.
    func decorate(_ json: String) -> String {
        guard !byID.isEmpty,
            let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        else { return json }
        let decorated = Self.visit(value) { object in
            guard let id = Self.text(object["id"]), let entry = byID[id] else { return object }
            var object = object
            object["owner"] = entry.owner
            object["visibility"] = entry.visibility
            return object
        }
        return JSONOutput.rewritten(decorated) ?? json
    }

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    /// `value` with `change` applied to each object in it, at any depth.
    @discardableResult
    private static func visit(_ value: Any, _ change: ([String: Any]) -> [String: Any]) -> Any {
        switch value {
        case let object as [String: Any]:
            return change(object.mapValues { visit($0, change) })
        case let list as [Any]:
            return list.map { visit($0, change) }
        default:
            return value
        }
    }
}
