import Core
import Foundation
import Persistence

/// The journal in the record store, photos in the blob store. A photo file is written
/// before the record that names it and removed only after the record no longer does,
/// so a failure never leaves a record pointing at a missing file (seed bug 4).
public struct PerfumeRepository: Sendable {
    let store: any RecordStore
    let blobs: any BlobStore
    let dates: DateProvider
    let ids: IDProvider

    public init(store: any RecordStore, blobs: any BlobStore, dates: DateProvider, ids: IDProvider) {
        self.store = store
        self.blobs = blobs
        self.dates = dates
        self.ids = ids
    }

    /// Saves a new entry from a valid form; fails with every missing field otherwise.
    public func create(_ form: PerfumeForm, photo: ImageFile? = nil, wished: Bool = false) async throws -> PerfumeEntry
    {
        let now = dates.now()
        try Self.check(form) { $0.isAfterToday(now: now) { dates.timeZone } }
        let key = try photo.map(newPhotoKey)
        let entry = PerfumeEntry(
            id: RecordID(ids.next()), date: form.date, brand: form.brand.trimmingWhitespace,
            name: form.name.trimmingWhitespace, notes: Self.optional(form.notes),
            sentence: form.sentence.trimmingWhitespace, photo: key, wished: wished,
            createdAt: now, updatedAt: now)
        try await store.save(entry, attaching: Self.files(key, photo), to: blobs)
        return entry
    }

    /// Writes the form over `original`, the entry as the form was opened with it: the fields
    /// the form changed from `original` (and the photo, when it changes), each over what is
    /// stored now. The wish flag and the photo come from the store, not from the screen that
    /// opened the form (seed bugs 1 and 3); empty optional fields are cleared (seed bug 8).
    /// When a field the form changed was changed elsewhere since `original`, nothing is
    /// written (`PersistenceError.conflict`); a change elsewhere to a field the form left as
    /// it was is kept.
    public func update(_ original: PerfumeEntry, form: PerfumeForm, photo change: PhotoChange = .keep) async throws
        -> PerfumeEntry
    {
        let now = dates.now()
        try Self.check(form) { $0.isAfterToday(now: now) { dates.timeZone } }
        var files: [BlobKey: Data] = [:]
        var newPhoto: BlobKey?
        if case .replace(let photo) = change {
            let key = try newPhotoKey(photo)
            files = Self.files(key, photo)
            newPhoto = key
        }
        let opened = PerfumeForm(original)
        var owned: [RecordField<PerfumeEntry>] = []
        if form.date != opened.date { owned.append(PerfumeEntry.Fields.date) }
        if form.brand.trimmingWhitespace != opened.brand { owned.append(PerfumeEntry.Fields.brand) }
        if form.name.trimmingWhitespace != opened.name { owned.append(PerfumeEntry.Fields.name) }
        if Self.optional(form.notes) != original.notes { owned.append(PerfumeEntry.Fields.notes) }
        if form.sentence.trimmingWhitespace != opened.sentence { owned.append(PerfumeEntry.Fields.sentence) }
        if case .keep = change {} else { owned.append(PerfumeEntry.Fields.photo) }
        // A form that changes nothing writes nothing (its time of change included).
        guard !owned.isEmpty else { return try await entry(id: original.id) }
        let changes = Set(owned)
        return try await store.update(original, owning: owned, attaching: files, to: blobs) {
            [newPhoto] current in
            var entry = current
            if changes.contains(PerfumeEntry.Fields.date) { entry.date = form.date }
            if changes.contains(PerfumeEntry.Fields.brand) { entry.brand = form.brand.trimmingWhitespace }
            if changes.contains(PerfumeEntry.Fields.name) { entry.name = form.name.trimmingWhitespace }
            if changes.contains(PerfumeEntry.Fields.notes) { entry.notes = Self.optional(form.notes) }
            if changes.contains(PerfumeEntry.Fields.sentence) { entry.sentence = form.sentence.trimmingWhitespace }
            entry.updatedAt = now
            switch change {
            case .keep: break
            case .remove: entry.photo = nil
            case .replace: entry.photo = newPhoto
            }
            let released = current.photo.flatMap { $0 == entry.photo ? nil : [$0] } ?? []
            return (entry, released)
        }
    }

    /// Sets the wish flag on the stored entry.
    @discardableResult
    public func setWished(_ wished: Bool, id: RecordID<PerfumeEntry>) async throws -> PerfumeEntry {
        var entry = try await entry(id: id)
        guard entry.wished != wished else { return entry }
        entry.wished = wished
        entry.updatedAt = dates.now()
        try await store.save(entry)
        return entry
    }

    /// Flips the wish flag of the stored entry (the detail screen's heart).
    @discardableResult
    public func toggleWish(id: RecordID<PerfumeEntry>) async throws -> PerfumeEntry {
        try await setWished(!(try await entry(id: id)).wished, id: id)
    }

    /// Deletes the record, then its photo file.
    public func delete(_ entry: PerfumeEntry) async throws {
        try await store.delete(PerfumeEntry.self, id: entry.id, removing: entry.photo.map { [$0] } ?? [], from: blobs)
    }

    /// Puts a deleted entry back as it was, its photo first (Undo).
    public func restore(_ entry: PerfumeEntry, photo: Data?) async throws {
        if let key = entry.photo, let photo { try await blobs.put(photo, for: key) }
        try await store.save(entry)
    }

    /// The entry with exactly this id (unknown: exit 66).
    public func entry(id: RecordID<PerfumeEntry>) async throws -> PerfumeEntry {
        try await store.existing(PerfumeEntry.self, id: id)
    }

    /// The entry whose id is or starts with `prefix` (ambiguous: the candidates are listed).
    public func find(_ prefix: String) async throws -> PerfumeEntry {
        try await store.resolve(PerfumeEntry.self, idPrefix: prefix) { "\($0.id)  \($0.brand) \($0.name)" }
    }

    /// Entries in list order: all, or only wished ones.
    public func list(wishedOnly: Bool = false, tasted days: TastingDays = .all, limit: Int? = nil) async throws
        -> [PerfumeEntry]
    {
        try await store.fetch(Self.query(wishedOnly: wishedOnly, tasted: days, limit: limit))
    }

    /// Entries where every word of `text` occurs in the brand, name, sentence, notes or
    /// date, ignoring case (Hangul and Latin); best matches first. An empty query finds
    /// nothing (seed bug 6 made this platform dependent).
    /// Only wished entries and those tasted on `days` when asked, still best first.
    public func search(_ text: String, wishedOnly: Bool = false, tasted days: TastingDays = .all, limit: Int? = nil)
        async throws -> [PerfumeEntry]
    {
        let text = text.trimmingWhitespace
        guard !text.isEmpty else { return [] }
        // A day typed in any form `add` accepts (2024-04-20, 2024/4/20) is searched as stored, and
        // a month (2024-04) as its days are (2024.04).
        let isDay = { (word: String) in word.wholeMatch(of: /\d{4}([.\-\/]\d{1,2}){0,2}\.?/) != nil }
        let words = text.split(whereSeparator: \.isWhitespace).map { word in
            TastingDay.canonical(String(word))
                ?? (isDay(String(word)) ? String(word.map { "-/".contains($0) ? "." : $0 }) : String(word))
        }
        let query = words.joined(separator: " ")
        // Days (`2024.04`) or a filter: the journal narrowed, in its order (newest day first), a
        // page read at a time; best match first would list days in no order a person sees.
        let isDays = words.allSatisfy(isDay)
        guard wishedOnly || !days.isAll || isDays else {
            return try await store.search(PerfumeEntry.self, text: query, limit: limit)
        }
        return try await store.fetch(
            Self.query(wishedOnly: wishedOnly, tasted: days, limit: limit).containing(text: query))
    }

    /// The list (its first `limit` entries when given) now and after every change, for live screens.
    public func observe(wishedOnly: Bool = false, limit: Int? = nil) -> AsyncThrowingStream<[PerfumeEntry], any Error> {
        store.observe(Self.query(wishedOnly: wishedOnly, tasted: .all, limit: limit))
    }

    /// One entry now and after every change; empty once it is deleted.
    public func observe(id: RecordID<PerfumeEntry>) -> AsyncThrowingStream<[PerfumeEntry], any Error> {
        store.observe(RecordQuery<PerfumeEntry>().filter(.id, equals: .id(id)))
    }

    /// The photo's bytes, or nil when the entry has none (or its file is gone).
    public func photoData(of entry: PerfumeEntry) async throws -> Data? {
        guard let photo = entry.photo else { return nil }
        return try await blobs.get(photo)
    }

    /// The photo's size in bytes, or nil when the entry has none (or its file is gone);
    /// asked of the store, not read.
    public func photoSize(of entry: PerfumeEntry) async throws -> Int? {
        guard let photo = entry.photo else { return nil }
        return try await blobs.size(photo)
    }

    /// Where the photo's file is on disk, for an image viewer; nil without a photo, for a
    /// missing file, or when the store keeps files in memory.
    public func photoURL(of entry: PerfumeEntry) async throws -> URL? {
        guard let photo = entry.photo else { return nil }
        return try await blobs.localURL(photo)
    }

    static func query(wishedOnly: Bool, tasted days: TastingDays, limit: Int?) -> RecordQuery<PerfumeEntry> {
        var query = RecordQuery<PerfumeEntry>().sorted(
            by: .descending(PerfumeEntry.Fields.date), .descending(PerfumeEntry.Fields.createdAt))
        if wishedOnly { query = query.filter(PerfumeEntry.Fields.wished, equals: true) }
        if !days.isAll {
            // Stored as `2024.05.01`, so the text order is the day order.
            query = query.filter(
                .range(
                    PerfumeEntry.Fields.date, lower: days.first.map { .string($0.description) },
                    upper: days.last.map { .string($0.description) }))
        }
        if let limit { query = query.limit(limit) }
        return query
    }

    /// A fresh name for a photo (never the entry's id, which may come from an imported
    /// file), so replacing one never overwrites the file the record still names.
    func newPhotoKey(_ photo: ImageFile) throws -> BlobKey {
        try BlobKey("perfume", "\(ids.next()).\(photo.format.fileExtension)")
    }

    /// The photo's bytes under `key`, to attach to the record that names it.
    static func files(_ key: BlobKey?, _ photo: ImageFile?) -> [BlobKey: Data] {
        guard let key, let photo else { return [:] }
        return [key: photo.data]
    }

    /// The form's own rules, then the one that needs the clock: a tasting day is today or
    /// earlier, as `isFuture` tells (the command line parses days the same way; imports
    /// come here too).
    static func check(_ form: PerfumeForm, isFuture: (TastingDay) -> Bool) throws(UserError) {
        let problems = form.problems
        guard problems.isEmpty else {
            throw UserError(PerfumeMessages.formInvalid, category: .invalidInput, details: problems)
        }
        if let day = form.date, isFuture(day) {
            throw UserError(PerfumeMessages.futureDate(day.description), category: .invalidInput)
        }
    }

    static func optional(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
