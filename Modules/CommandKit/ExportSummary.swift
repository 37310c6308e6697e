/// What an export wrote, as `--json` prints it: the file and how many items went in.
public struct ExportSummary: Encodable, Sendable {
    /// The file written (the album's `index.html`).
    public let file: String
    /// How many items it holds (entries, goals, photos).
    public let count: Int

    public init(file: String, count: Int) {
        self.file = file
        self.count = count
    }
}
