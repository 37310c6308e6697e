import Core
import Foundation

/// The journal as text for other tools: Markdown to read, CSV for spreadsheets.
public enum PerfumeTextExport {
    /// One section per entry: brand and name, the sentence as a quote, date, wish and notes;
    /// the headings in `language`.
    public static func markdown(_ entries: [PerfumeEntry], language: Language) -> String {
        var lines = ["# " + PerfumeMessages.journalTitle.text(language), ""]
        for entry in entries {
            lines.append("## \(entry.brand) — \(entry.name)\(entry.wished ? " ♥" : "")")
            lines.append("")
            lines.append("> \(entry.sentence)")
            lines.append("")
            if let date = entry.date { lines.append("- \(PerfumeMessages.tastingDate.text(language)): \(date)") }
            lines.append("- id: `\(entry.id)`")
            if let notes = entry.notes {
                lines.append("")
                lines.append(
                    contentsOf: notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// RFC 4180 CSV with a header row; fields with commas, quotes or line breaks are quoted.
    public static func csv(_ entries: [PerfumeEntry]) -> String {
        let header = [
            "id", "date", "brand", "name", "notes", "sentence", "wished", "created_at", "updated_at", "photo",
        ]
        let formatter = ISO8601DateFormatter()
        let rows = entries.map { entry in
            [
                entry.id.rawValue, entry.date?.description ?? "", entry.brand, entry.name, entry.notes ?? "",
                entry.sentence,
                entry.wished ? "true" : "false", formatter.string(from: entry.createdAt),
                formatter.string(from: entry.updatedAt),
                entry.photo?.rawValue ?? "",
            ]
        }
        return ([header] + rows).map { $0.map(quote).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage
    /// return first) gets a leading `'`, as OWASP recommends; the JSON export stays exact.
    private static func quote(_ field: String) -> String {
        let field = field.first.map { "=+-@\t\r".contains($0) } == true ? "'" + field : field
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
