import Core
import Foundation
import Persistence

/// What a certification made: the photo, for the goal, and the goal's progress with it.
public struct Certification: Sendable {
    public let goal: Goal
    public let photo: CertificationPhoto
    public let progress: GoalProgress
}

/// Certification photos: certify, edit, delete, read.
extension HabitsRepository {
    /// Certifies the goal now with `image` (and, on a measurable goal, the day's `value`),
    /// when the rules allow: otherwise the rule that failed and when the next window opens.
    /// The file is kept only if the record is saved.
    @discardableResult
    public func certify(
        _ goalID: RecordID<Goal>, image: ImageFile, value: Double? = nil, color: OverlayColor = .white,
        style: StampStyle = .none
    ) async throws -> Certification {
        let goal = try await goal(goalID)
        if let measure = goal.measure, value == nil {
            throw UserError(HabitsMessages.valueNeeded(measure), category: .invalidInput)
        }
        let now = dates.now()
        let day = CalendarDay(now, in: timeZone)
        let certified = try await certifiedDays(goal.id)
        let rule = CertificationRule.check(goal, at: now, in: timeZone, certifiedDays: certified)
        guard rule == .allowed else {
            var details: [Message] = []
            if let next = CertificationRule.nextWindow(goal, after: now, in: timeZone, certifiedDays: certified) {
                details.append(HabitsMessages.nextWindow(LocalTime.moment(next, in: timeZone)))
            } else {
                details.append(HabitsMessages.noNextWindow)
            }
            throw UserError(rule.message(goal), category: .invalidInput, details: details)
        }
        let id = RecordID<CertificationPhoto>(ids.next())
        let key = try BlobKey(Self.folder, "\(id).\(image.format.fileExtension)")
        let photo = CertificationPhoto(
            id: id, goalID: goal.id, takenAt: now, day: day, image: key, value: goal.measure == nil ? nil : value,
            color: color, style: style)
        // Checked again inside the write, so two certifications at once still make one.
        try await store.write(attaching: [key: image.data], to: blobs) { writer in
            // On a goal each member keeps, one's own certification that day; on one anyone
            // keeps, anyone's.
            let sameDay = RecordQuery<CertificationPhoto>(onlyMine: goal.keptBy == .each).filter(
                CertificationPhoto.Fields.goalID, equals: .id(goal.id)
            )
            .filter(CertificationPhoto.Fields.day, equals: .string(day.description))
            guard try writer.count(sameDay) == 0 else {
                throw UserError(CertificationRule.alreadyCertified.message(goal), category: .invalidInput)
            }
            if goal.keptBy == nil { try writer.save(photo) } else { try writer.save(photo, audience: .household) }
            return ((), [])
        }
        let counted = try await countedDays(of: goal).union(goal.counts(photo) ? [day] : [])
        let progress = GoalProgress(goal: goal, certifiedDays: counted, today: today, timeZone: timeZone)
        return Certification(goal: goal, photo: photo, progress: progress)
    }

    /// Changes a photo's stamp colour and style.
    public func editPhoto(_ id: RecordID<CertificationPhoto>, color: OverlayColor?, style: StampStyle?) async throws
        -> CertificationPhoto
    {
        var photo = try await photo(id)
        if let color { photo.color = color }
        if let style { photo.style = style }
        try await store.save(photo)
        return photo
    }

    /// Deletes the photo's record, then its file.
    public func deletePhoto(_ id: RecordID<CertificationPhoto>) async throws -> CertificationPhoto {
        let photo = try await photo(id)
        try await store.delete(CertificationPhoto.self, id: photo.id, removing: photo.blobKeys, from: blobs)
        return photo
    }

    /// The photo `id` names.
    public func photo(_ id: RecordID<CertificationPhoto>) async throws -> CertificationPhoto {
        try await store.existing(CertificationPhoto.self, id: id, notFound: HabitsMessages.noSuchPhoto(id.rawValue))
    }

    /// The photo whose id is or starts with `reference`.
    public func photo(_ reference: String) async throws -> CertificationPhoto {
        try await store.resolve(CertificationPhoto.self, idPrefix: reference.trimmingWhitespace) {
            "\($0.id)  \($0.day)"
        }
    }

    /// The photos of these goals, oldest first.
    /// Where the photo's file is on disk, for an image viewer or a script; nil for a missing
    /// file or when the store keeps files in memory.
    public func photoURL(of photo: CertificationPhoto) async throws -> URL? {
        guard let image = photo.image else { return nil }
        return try await blobs.localURL(image)
    }

    /// The photos that make `goals`' progress for this member: on a goal each member keeps,
    /// their own; on the others, every one they see (anyone's counts on a goal anyone keeps).
    public func progressPhotos(of goals: [Goal]) async throws -> [CertificationPhoto] {
        let photos = try await photos(goalIDs: goals.map(\.id))
        let each = Set(goals.filter { $0.keptBy == .each }.map(\.id))
        guard !each.isEmpty else { return photos }
        let mine = Set(
            try await store.fetch(
                RecordQuery<CertificationPhoto>().mine().filter(
                    .isIn(CertificationPhoto.Fields.goalID, each.map { .id($0) }))
            ).map(\.id))
        return photos.filter { !each.contains($0.goalID) || mine.contains($0.id) }
    }

    /// The days that count towards each of `goals`' progress (every certified day when not
    /// `onlyCounting`: a measured day short of its target too), as `progressPhotos` finds
    /// them (on a goal each member keeps, one's own), read as fields, not records: a list of
    /// goals with years of history each reads in one pass.
    public func countedDays(of goals: [Goal], onlyCounting: Bool = true) async throws
        -> [RecordID<Goal>: Set<CalendarDay>]
    {
        let index = Dictionary(uniqueKeysWithValues: goals.enumerated().map { ($1.id.rawValue, $0) })
        let fields = [CertificationPhoto.Fields.goalID, CertificationPhoto.Fields.day, CertificationPhoto.Fields.value]
        let inGoals = { (goals: [Goal]) in
            RecordQuery<CertificationPhoto>().filter(.isIn(CertificationPhoto.Fields.goalID, goals.map { .id($0.id) }))
        }
        let shared = goals.filter { $0.keptBy != .each }
        let each = goals.filter { $0.keptBy == .each }
        var rows: [[FieldValue]] = []
        if !shared.isEmpty { rows += try await store.values(of: fields, inGoals(shared)) }
        if !each.isEmpty { rows += try await store.values(of: fields, inGoals(each).mine()) }
        // Each goal's days in arrays, by the goal's place, made sets once: a row's goal is most
        // often the row before's (its days were saved together), so its id is looked up once.
        var counted = Array(repeating: [CalendarDay](), count: goals.count)
        // Days with any value, for the at-most goals (an empty day is 0, within the limit).
        var recordedDays = Array(repeating: [CalendarDay](), count: goals.count)
        var last: (id: String, place: Int)?
        for row in rows {
            guard case .string(let goalID) = row[0], case .string(let text) = row[1] else { continue }
            let place: Int
            if let last, last.id == goalID {
                place = last.place
            } else {
                guard let found = index[goalID] else { continue }
                (place, last) = (found, (goalID, found))
            }
            guard let day = CalendarDay(stored: text) ?? CalendarDay(text) else { continue }
            let value: Double? =
                switch row[2] {
                case .int(let number): Double(number)
                case .double(let number): number
                default: nil
                }
            if !onlyCounting || goals[place].counts(value: value) { counted[place].append(day) }
            recordedDays[place].append(day)
        }
        var days: [RecordID<Goal>: Set<CalendarDay>] = [:]
        for (place, goal) in goals.enumerated() where !counted[place].isEmpty { days[goal.id] = Set(counted[place]) }
        guard onlyCounting else { return days }
        // As Loop counts them: a day of an at-most goal with nothing recorded is 0, within its
        // limit, so it counts once it has passed (today is still open).
        for (place, goal) in goals.enumerated() where goal.measure?.direction == .atMost {
            let yesterday = today.adding(days: -1)
            guard goal.period.start <= yesterday else { continue }
            let passed = try GoalPeriod(start: goal.period.start, end: min(goal.period.end, yesterday))
            let recorded = Set(recordedDays[place])
            let empty = passed.certificationDays(goal.schedule).filter {
                !goal.skippedDays.contains($0) && !recorded.contains($0)
            }
            days[goal.id, default: []].formUnion(empty)
        }
        return days
    }

    /// On a goal the household keeps, each member's own progress, streaks and strength, from
    /// their certifications among `photos` (the goal's) alone; `who` names a photo's certifier
    /// (a front knows the names).
    public func progressByMember(of goal: Goal, photos: [CertificationPhoto], who: (CertificationPhoto) -> String)
        -> [(name: String, progress: GoalProgress)]
    {
        let byMember = Dictionary(grouping: photos.filter(goal.counts), by: who)
        return byMember.keys.sorted().map { name in
            let days = Set(byMember[name, default: []].map(\.day))
            return (name, GoalProgress(goal: goal, certifiedDays: days, today: today, timeZone: timeZone))
        }
    }

    public func photos(goalIDs: [RecordID<Goal>]) async throws -> [CertificationPhoto] {
        guard !goalIDs.isEmpty else { return [] }
        return try await store.fetch(
            RecordQuery<CertificationPhoto>()
                .filter(.isIn(CertificationPhoto.Fields.goalID, goalIDs.map { .id($0) })).sorted(
                    by: .ascending(CertificationPhoto.Fields.takenAt)))
    }

    /// The photo's image bytes, or nil when the file is gone or the day was imported without one.
    public func imageData(of photo: CertificationPhoto) async throws -> Data? {
        guard let image = photo.image else { return nil }
        return try await blobs.get(image)
    }
}
