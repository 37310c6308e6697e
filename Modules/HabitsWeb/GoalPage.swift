import Core
import FeatureContract
import Habits
import PageKit

/// One goal: its progress and streaks, the month calendar (`?month=2024-05`, this month by
/// default) drawn from the goal's `GoalMonth` as `goal show` draws it: certified, missed,
/// today (open or closed) and days to come, the days it does not ask for muted; and
/// "인증하기", or "오늘 인증 완료" once today has its photo.
struct GoalPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let detail = try await repository.detail(
            of: try request.recordID(HabitsRoutes.goal), month: try request.query(.month).map(CalendarDay.firstOfMonth))
        let (goal, progress, month) = (detail.goal, detail.progress, detail.month)
        // A goal the household keeps: who certified what, read once for the calendar and the members.
        var (who, members): ([CalendarDay: HTML], HTML) = ([:], .empty)
        if goal.keptBy != nil {
            let photos = try await repository.photos(goalIDs: [goal.id])
            let owners = await request.dependencies.sharing.owners(of: photos, me: request.text(SharingMarks.me))
            let certifier = { (photo: CertificationPhoto) in owners[photo.storageID] ?? "" }
            who = Self.certifiers(photos, certifier, request)
            members = Self.members(of: goal, photos, certifier, repository, request)
        }
        // A goal the household keeps: one may stop keeping it, or keep it again.
        let hasLeft = goal.keptBy == nil ? false : try await repository.hasLeft(goal.id)
        let leave: HTML =
            goal.keptBy == nil
            ? .empty
            : ActionForm.html(
                action: HabitsRoutes.leave(goal.id), back: HabitsRoutes.goal(goal.id),
                """
                <input type="hidden" name="\(field: .undo)" value="\(hasLeft ? "1" : "")">\
                <button type="submit" class="plain">\(request.text(hasLeft ? HabitsWebMessages.rejoinGoal : HabitsWebMessages.leaveGoal))</button>
                """)
        let calendar = MonthCalendar.grid(month, request) { day in
            let mark: String =
                switch month.mark(day) {
                case .certified: "done"
                case .imported: "done imported"
                case .unmet: "unmet"
                case .missed: "missed"
                case .todayOpen: "today"
                case .todayClosed: "today missed"
                case .future: ""
                case .skipped: "skipped"
                case .notRequired, .outside: "muted"
                }
            return "<span class=\"\(mark)\" data-day=\"\(day.description)\">\(day.day)\(who[day] ?? .empty)</span>"
        }
        // Today may be skipped (a holiday, a sick day) while it is asked for and not certified, or asked for again.
        let today = repository.today
        let skippedToday = goal.skippedDays.contains(today)
        let skip: HTML =
            goal.period.contains(today) && detail.rule != .alreadyCertified
            ? ActionForm.html(
                action: HabitsRoutes.skip(goal.id), back: HabitsRoutes.goal(goal.id),
                """
                <input type="hidden" name="\(field: .undo)" value="\(skippedToday ? "1" : "")">\
                <button type="submit" class="plain">\(request.text(skippedToday ? HabitsWebMessages.unskipToday : HabitsWebMessages.skipToday))</button>
                """)
            : .empty
        // A measured goal says today's value, and whether it met the target.
        let certifiedToday: Message =
            if let measure = goal.measure, let value = detail.todaysValue {
                measure.isMet(value)
                    ? HabitsWebMessages.certifiedTodayMet(measure.amount(value))
                    : HabitsWebMessages.certifiedTodayShort(measure.amount(value), target: measure.summary)
            } else {
                HabitsWebMessages.certifiedToday
            }
        let certify: HTML =
            detail.rule == .alreadyCertified
            ? "<span class=\"button plain\" aria-disabled=\"true\">\(request.text(certifiedToday))</span>"
            : "<a class=\"button\" href=\"\(HabitsRoutes.certify(goal.id))\">\(request.text(HabitsWebMessages.certify))</a>"
        return .page(
            title: goal.title,
            body: """
                <p class="muted">\(goal.subtitle)</p>\(goal.keptBy.map { HTML("<p class=\"chip\">\(request.text($0.label))</p>") } ?? .empty)
                <p>\(goal.period.summary) · <span id="schedule">\(request.text(goal.schedule.summary))</span> · \(request.text(goal.window.summary))\
                \(goal.measure.map { HTML(" · <span id=\"measure\">\(request.text($0.summary))</span>") } ?? .empty)</p>
                \(ProgressRing.html(percent: progress.percent, sentence: request.text(HabitsWebMessages.progress(progress.certified, of: progress.target, percent: progress.percent))))
                <p class="muted">\(request.text(HabitsMessages.streaks(progress))) · \
                <span id="strength">\(request.text(HabitsMessages.strength(progress.strength)))</span></p>\(members)
                <p>\(certify) \(skip) \
                <a class="button plain" href="\(HabitsRoutes.editGoal(goal.id))">\(request.text(HabitsWebMessages.editGoal))</a> \
                <a class="button plain" href="\(HabitsRoutes.deleteGoal(goal.id))">\(request.text(WebMessages.delete))</a> \(leave)</p>
                <p><a href="?month=\(month.previous.monthKey)">\(request.text(HabitsWebMessages.previousMonth))</a> · \
                <a href="?month=\(month.next.monthKey)">\(request.text(HabitsWebMessages.nextMonth))</a></p>
                <div id="calendar">\(calendar)</div>
                <p><a href="\(HabitsRoutes.goals.path)">\(request.text(HabitsWebMessages.goalsTitle))</a> · <a href="\(HabitsRoutes.album.path)">\(request.text(HabitsWebMessages.albumTitle))</a></p>
                """)
    }

    /// Who certified each day: each member's initial, and their name for a screen reader
    /// ("Dad 인증").
    static func certifiers(
        _ photos: [CertificationPhoto], _ certifier: (CertificationPhoto) -> String, _ request: WebRequest
    ) -> [CalendarDay: HTML] {
        Dictionary(grouping: photos, by: \.day).mapValues { photos in
            let names = Array(Set(photos.map(certifier))).sorted()
            let initials = names.map { String($0.prefix(1)) }.joined()
            let words = request.text(HabitsWebMessages.certifiedBy(names.joined(separator: ", ")))
            return "<small class=\"who\" aria-hidden=\"true\">\(initials)</small><b class=\"sr-only\">\(words)</b>"
        }
    }

    /// On a goal each member keeps, each one's progress, streaks and strength, and the household's total.
    static func members(
        of goal: Goal, _ photos: [CertificationPhoto], _ certifier: (CertificationPhoto) -> String,
        _ repository: HabitsRepository, _ request: WebRequest
    ) -> HTML {
        guard goal.keptBy == .each else { return .empty }
        let rows = repository.progressByMember(of: goal, photos: photos, who: certifier).map {
            name, progress -> HTML in
            "<li>\(name): \(request.text(HabitsWebMessages.progress(progress.certified, of: progress.target, percent: progress.percent))) · \(request.text(HabitsMessages.streaks(progress))) · \(request.text(HabitsMessages.strength(progress.strength)))</li>"
        }
        guard !rows.isEmpty else { return .empty }
        let total = request.text(HabitsMessages.householdTotal(photos.filter(goal.counts).count, members: rows.count))
        return "<ul class=\"members\">\(HTML(joining: rows))<li>\(total)</li></ul>"
    }

    /// POST: stop keeping a household goal, or keep it again (`undo`), then back to the goal.
    @Sendable func leave(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let id = try request.recordID(HabitsRoutes.goal)
        if request.form[.undo].isEmpty { try await repository.leave(id) } else { try await repository.rejoin(id) }
        return .redirect(request.returnPath(or: HabitsRoutes.goal(id)))
    }

    /// POST: today skipped, or asked for again (`undo`), then back to the goal.
    @Sendable func skip(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let goal = try await repository.setSkipped(
            request.form[.undo].isEmpty, day: repository.today, goal: try request.recordID(HabitsRoutes.goal))
        return .redirect(request.returnPath(or: HabitsRoutes.goal(goal.id)))
    }
}
