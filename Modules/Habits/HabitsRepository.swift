import AsyncAlgorithms
import Core
import Foundation
import Persistence

/// Categories, goals and certification photos. Everything links by id (the seed linked
/// by title, bug 2); titles are plain values, never query text (bug 3). Photo files are
/// written before the record that names them and removed after the record is gone.
public struct HabitsRepository: Sendable {
    static let folder = "habits"

    let store: any RecordStore
    let blobs: any BlobStore
    let dates: DateProvider
    let ids: IDProvider
    /// The zone "today" and the certification windows are read in.
    public let timeZone: TimeZone

    public init(store: any RecordStore, blobs: any BlobStore, dates: DateProvider, ids: IDProvider, timeZone: TimeZone) {
        self.store = store
        self.blobs = blobs
        self.dates = dates
        self.ids = ids
        self.timeZone = timeZone
    }

    public var today: CalendarDay { CalendarDay(dates.now(), in: timeZone) }

    // MARK: Categories

    /// Adds a category; its title is trimmed and must be new, ignoring case.
    public func addCategory(_ title: String) async throws -> HabitCategory {
        let title = try await checkCategoryTitle(title, except: nil)
        let category = HabitCategory(id: ids.next(), title: title, createdAt: dates.now())
        try await store.save(category)
        return category
    }

    public func renameCategory(_ reference: String, to title: String) async throws -> HabitCategory {
        var category = try await category(reference)
        category.title = try await checkCategoryTitle(title, except: category.id)
        try await store.save(category)
        return category
    }

    /// Deletes a category; one with goals only with `cascade`, which deletes its goals,
    /// their photos and the photo files too. Returns how many goals went.
    @discardableResult
    public func deleteCategory(_ reference: String, cascade: Bool) async throws -> Int {
        let category = try await category(reference)
        let goals = try await goals(in: category.id)
        guard goals.isEmpty || cascade else { throw UserError(HabitsMessages.categoryNotEmpty, category: .invalidInput) }
        let photos = try await photos(goalIDs: goals.map(\.id))
        try await store.write(attaching: [:], to: blobs) { writer in
            for photo in photos { try writer.delete(CertificationPhoto.self, id: photo.id) }
            for goal in goals { try writer.delete(Goal.self, id: goal.id) }
            try writer.delete(HabitCategory.self, id: category.id)
            return ((), photos.map(\.image))
        }
        return goals.count
    }

    /// Categories, oldest first.
    public func categories() async throws -> [HabitCategory] {
        try await store.fetch(RecordQuery<HabitCategory>().sorted(by: .ascending("createdAt")))
    }

    /// The category with this title (ignoring case) or id prefix.
    public func category(_ reference: String) async throws -> HabitCategory {
        let text = reference.trimmingWhitespace
        if let named = try await categories().first(where: { $0.title.caseInsensitiveCompare(text) == .orderedSame }) {
            return named
        }
        return try await store.resolve(HabitCategory.self, idPrefix: text) { "\($0.id)  \($0.title)" }
    }

    /// Whether `title` would be refused as a new category (the live warning).
    public func isDuplicateCategory(_ title: String) async throws -> Bool {
        let title = title.trimmingWhitespace
        return try await categories().contains { $0.title.caseInsensitiveCompare(title) == .orderedSame }
    }

    private func checkCategoryTitle(_ title: String, except id: String?) async throws -> String {
        let title = title.trimmingWhitespace
        guard !title.isEmpty else { throw UserError(HabitsMessages.emptyCategory, category: .invalidInput) }
        let taken = try await categories().contains { $0.id != id && $0.title.caseInsensitiveCompare(title) == .orderedSame }
        guard !taken else { throw UserError(HabitsMessages.duplicateCategory, category: .invalidInput) }
        return title
    }

    // MARK: Goals

    /// Saves a new goal from a valid form.
    public func addGoal(_ form: GoalForm) async throws -> Goal {
        let period = try await check(form, editing: nil)
        let goal = Goal(id: ids.next(), categoryID: form.categoryID, title: form.title.trimmingWhitespace,
                        subtitle: form.subtitle.trimmingWhitespace, period: period, window: form.window, days: form.days,
                        createdAt: dates.now())
        try await store.save(goal)
        return goal
    }

    /// Writes the form over the goal; its photos stay linked (by id).
    public func updateGoal(_ reference: String, with form: GoalForm) async throws -> Goal {
        var goal = try await goal(reference)
        let period = try await check(form, editing: goal)
        goal.categoryID = form.categoryID
        goal.title = form.title.trimmingWhitespace
        goal.subtitle = form.subtitle.trimmingWhitespace
        goal.period = period
        goal.window = form.window
        goal.days = form.days
        try await store.save(goal)
        return goal
    }

    /// Deletes the goal and its photos, then the photo files.
    public func deleteGoal(_ reference: String) async throws -> Goal {
        let goal = try await goal(reference)
        let photos = try await photos(goalIDs: [goal.id])
        try await store.write(attaching: [:], to: blobs) { writer in
            for photo in photos { try writer.delete(CertificationPhoto.self, id: photo.id) }
            try writer.delete(Goal.self, id: goal.id)
            return ((), photos.map(\.image))
        }
        return goal
    }

    /// Goals, oldest first; only those of one category when given.
    public func goals(in categoryID: String? = nil) async throws -> [Goal] {
        var query = RecordQuery<Goal>().sorted(by: .ascending("createdAt"))
        if let categoryID { query = query.filter("categoryID", equals: .string(categoryID)) }
        return try await store.fetch(query)
    }

    /// The goal whose id is or starts with `reference`.
    public func goal(_ reference: String) async throws -> Goal {
        try await store.resolve(Goal.self, idPrefix: reference.trimmingWhitespace) { "\($0.id)  \($0.title)" }
    }

    /// Target, certified days and streaks as of today.
    public func progress(of goal: Goal) async throws -> GoalProgress {
        GoalProgress(goal: goal, certifiedDays: try await certifiedDays(goal.id), today: today, timeZone: timeZone)
    }

    /// Whether the goal may be certified now.
    public func rule(for goal: Goal) async throws -> CertificationRule {
        CertificationRule.check(goal, at: dates.now(), in: timeZone, certifiedDays: try await certifiedDays(goal.id))
    }

    /// When the goal's window next opens (now when open), or nil.
    public func nextWindow(for goal: Goal) async throws -> Date? {
        CertificationRule.nextWindow(goal, after: dates.now(), in: timeZone, certifiedDays: try await certifiedDays(goal.id))
    }

    func certifiedDays(_ goalID: String) async throws -> Set<CalendarDay> {
        Set(try await photos(goalIDs: [goalID]).map(\.day))
    }

    /// The form's problems for a new goal (`editing` nil) or an edit: the one rule the
    /// command line and the form screen share.
    func problems(_ form: GoalForm, editing: Goal?, otherTitles: [String]) -> [Message] {
        form.problems(otherTitles: otherTitles, isNew: editing == nil, from: editing?.createdAt ?? dates.now(), in: timeZone)
    }

    private func check(_ form: GoalForm, editing: Goal?) async throws -> GoalPeriod {
        _ = try await category(form.categoryID)
        let others = try await goals(in: form.categoryID).filter { $0.id != editing?.id }.map(\.title)
        let problems = problems(form, editing: editing, otherTitles: others)
        guard problems.isEmpty, let period = form.period else {
            throw UserError(HabitsMessages.goalInvalid, category: .invalidInput, details: problems)
        }
        return period
    }

    // MARK: Certification photos

    /// Certifies the goal now with `image`, when the rules allow: otherwise the rule that
    /// failed and when the next window opens. The file is kept only if the record is saved.
    @discardableResult
    public func certify(_ reference: String, image: ImageFile, color: OverlayColor = .white,
                        style: StampStyle = .none) async throws -> CertificationPhoto {
        let goal = try await goal(reference)
        let now = dates.now()
        let day = CalendarDay(now, in: timeZone)
        let rule = try await rule(for: goal)
        guard rule == .allowed else {
            var details: [Message] = []
            if let next = try await nextWindow(for: goal) {
                details.append(HabitsMessages.nextWindow(LocalTime.moment(next, in: timeZone)))
            } else {
                details.append(HabitsMessages.noNextWindow)
            }
            throw UserError(rule.message(goal), category: .invalidInput, details: details)
        }
        let id = ids.next()
        let key = try BlobKey(Self.folder, "\(id).\(image.format.fileExtension)")
        let photo = CertificationPhoto(id: id, goalID: goal.id, takenAt: now, day: day, image: key, color: color, style: style)
        // Checked again inside the write, so two certifications at once still make one.
        try await store.write(attaching: [key: image.data], to: blobs) { writer in
            let sameDay = RecordQuery<CertificationPhoto>().filter("goalID", equals: .string(goal.id))
                .filter("day", equals: .string(day.description))
            guard try writer.count(sameDay) == 0 else {
                throw UserError(CertificationRule.alreadyCertified.message(goal), category: .invalidInput)
            }
            try writer.save(photo)
            return ((), [])
        }
        return photo
    }

    /// Changes a photo's stamp colour and style.
    public func editPhoto(_ reference: String, color: OverlayColor?, style: StampStyle?) async throws -> CertificationPhoto {
        var photo = try await photo(reference)
        if let color { photo.color = color }
        if let style { photo.style = style }
        try await store.save(photo)
        return photo
    }

    /// Deletes the photo's record, then its file.
    public func deletePhoto(_ reference: String) async throws -> CertificationPhoto {
        let photo = try await photo(reference)
        try await store.delete(CertificationPhoto.self, id: photo.id, removing: [photo.image], from: blobs)
        return photo
    }

    public func photo(_ reference: String) async throws -> CertificationPhoto {
        try await store.resolve(CertificationPhoto.self, idPrefix: reference.trimmingWhitespace) { "\($0.id)  \($0.day)" }
    }

    /// The photos of these goals, oldest first.
    public func photos(goalIDs: [String]) async throws -> [CertificationPhoto] {
        guard !goalIDs.isEmpty else { return [] }
        return try await store.fetch(RecordQuery<CertificationPhoto>()
            .filter(.isIn("goalID", goalIDs.map { .string($0) })).sorted(by: .ascending("takenAt")))
    }

    /// The photo's image bytes, or nil when the file is gone.
    public func imageData(of photo: CertificationPhoto) async throws -> Data? {
        try await blobs.get(photo.image)
    }

    /// The album: categories with photos (oldest category first), each by day; only one
    /// category or one month (`2024-05`) when asked.
    public func album(category reference: String? = nil, month: String? = nil) async throws -> [AlbumSection] {
        var only: HabitCategory?
        if let reference { only = try await category(reference) }
        var sections: [AlbumSection] = []
        for category in try await categories() where only == nil || only?.id == category.id {
            let goals = try await goals(in: category.id)
            let titles = Dictionary(uniqueKeysWithValues: goals.map { ($0.id, $0.title) })
            let photos = try await photos(goalIDs: goals.map(\.id)).filter { month == nil || $0.day.monthKey == month }
            guard !photos.isEmpty else { continue }
            let days = Dictionary(grouping: photos, by: \.day).sorted { $0.key < $1.key }
                .map { AlbumDay(day: $0.key, photos: $0.value.map { AlbumPhoto(photo: $0, goalTitle: titles[$0.goalID] ?? "") }) }
            sections.append(AlbumSection(category: category, days: days))
        }
        return sections
    }

    /// A signal now and after every change to categories, goals or photos, for live screens.
    public func changes() -> AsyncStream<Void> {
        let categories = store.observe(RecordQuery<HabitCategory>()).asStream().mapStream { _ in () }
        let goals = store.observe(RecordQuery<Goal>()).asStream().mapStream { _ in () }
        let photos = store.observe(RecordQuery<CertificationPhoto>()).asStream().mapStream { _ in () }
        return combineLatest(categories, goals, photos).mapStream { _ in () }
    }

}
