import Foundation

/// A form of a page as a browser without JavaScript would send it: its action, whether it
/// sends files, and its fields with the values the page filled in (a checked box or radio,
/// a select's chosen option, a text area's text).
public struct PageForm: Sendable {
    /// Where it posts.
    public let action: String
    /// Whether it is `multipart/form-data` (it has a file input).
    public let isMultipart: Bool
    /// Its fields, in order, as the page filled them in.
    public let fields: [(String, String)]

    /// Every `method="post"` form of `markup`.
    public static func all(in markup: String) -> [PageForm] {
        markup.matches(of: /<form\b([^>]*)>(.*?)<\/form>/.dotMatchesNewlines()).compactMap { match in
            let attributes = String(match.1)
            guard attribute("method", in: attributes)?.lowercased() == "post",
                let action = attribute("action", in: attributes)
            else { return nil }
            return PageForm(
                action: action, isMultipart: attribute("enctype", in: attributes) == "multipart/form-data",
                fields: fields(in: String(match.2)))
        }
    }

    /// The names an address of `markup`'s page may carry: the fields of its GET forms (the
    /// filters) and the parameters of its links.
    public static func queryNames(in markup: String) -> Set<String> {
        var names: Set<String> = []
        for match in markup.matches(of: /<form\b([^>]*)>(.*?)<\/form>/.dotMatchesNewlines())
        where attribute("method", in: String(match.1))?.lowercased() != "post" {
            names.formUnion(fields(in: String(match.2)).map(\.0))
        }
        for link in markup.matches(of: /href="[^"?]*\?([^"#]*)"/) {
            for pair in decode(String(link.1)).split(separator: "&") {
                names.insert(String(pair.split(separator: "=", maxSplits: 1).first ?? ""))
            }
        }
        names.remove("")
        return names
    }

    /// The form with every field set to `value`: a probe of what the server does with it.
    public func filled(with value: String) -> PageForm {
        PageForm(action: action, isMultipart: isMultipart, fields: fields.map { ($0.0, value) })
    }

    private static func fields(in body: String) -> [(String, String)] {
        var fields: [(String, String)] = []
        for tag in body.matches(of: /<(input|select|textarea)\b([^>]*)>/) {
            let attributes = String(tag.2)
            guard let name = attribute("name", in: attributes) else { continue }
            switch tag.1 {
            case "input":
                let type = attribute("type", in: attributes) ?? "text"
                if ["file", "submit", "button"].contains(type) { continue }
                if ["checkbox", "radio"].contains(type), !attributes.contains(" checked") { continue }
                fields.append((name, attribute("value", in: attributes) ?? ""))
            case "select":
                let options = String(body[tag.range.upperBound...]).components(separatedBy: "</select>").first ?? ""
                let chosen =
                    options.matches(of: /<option\b([^>]*)>/).first { $0.1.contains(" selected") }
                    ?? options.matches(of: /<option\b([^>]*)>/).first
                fields.append((name, chosen.flatMap { attribute("value", in: String($0.1)) } ?? ""))
            default:
                let rest = String(body[tag.range.upperBound...])
                fields.append((name, decode(rest.components(separatedBy: "</textarea>").first ?? "")))
            }
        }
        return fields
    }

    private static func attribute(_ name: String, in attributes: String) -> String? {
        guard let range = attributes.range(of: " \(name)=\"") else { return nil }
        return decode(String(attributes[range.upperBound...].prefix { $0 != "\"" }))
    }

    private static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
