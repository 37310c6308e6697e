/// What `habits import loop` did, or would do with `--dry-run`.
public struct LoopImportReport: Sendable, Equatable, Encodable {
    /// The category the habits went into.
    public var category = ""
    /// Whether nothing was written.
    public var dryRun = false
    /// Habits in the export.
    public var habits = 0
    /// Goals made for habits not imported before.
    public var goalsAdded = 0
    /// Days the export's history spans, from its first entry to its last.
    public var days = 0
    /// Done days (or a numerical habit's values) that became certifications, without a photo.
    public var certifications = 0
    /// Days imported before that Loop no longer has done (undone there since): their
    /// certifications, which had no photo, are removed.
    public var undone = 0
    /// `SKIP` days that became skipped days.
    public var skipped = 0
    /// Habits kept archived.
    public var archived = 0
    /// One line for each frequency Mosaic has no equal of, and what it became.
    public var approximated: [String] = []

    public init() {}
}
