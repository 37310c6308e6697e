import Core
import Habits
import WebKit

/// One goal: its progress and streaks, the month calendar with the certified days marked
/// (`?month=2024-05`, this month by default) and "인증하기".
enum GoalPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let goal = try await repository.goal(request.parameter("id"))
        let progress = try await repository.progress(of: goal)
        let photos = try await repository.photos(goalIDs: [goal.id])
        let certified = Set(photos.map(\.day))
        let today = repository.today
        var shown = (year: today.year, month: today.month)
        if let text = request.query["month"] {
            let first = try CalendarDay.firstOfMonth(text)
            shown = (first.year, first.month)
        }
        let previous = MonthCalendar.shifted(year: shown.year, month: shown.month, by: -1)
        let next = MonthCalendar.shifted(year: shown.year, month: shown.month, by: 1)
        let calendar = MonthCalendar.grid(year: shown.year, month: shown.month, request) { day in
            let done = certified.contains(day)
            let inPeriod = goal.period.contains(day)
            return "<span class=\"\(done ? "done" : inPeriod ? "" : "muted")\" data-day=\"\(day.description)\">\(day.day)</span>"
        }
        return .page(title: goal.title, body: """
            <p class="muted">\(goal.subtitle)</p>
            <p>\(goal.period.summary) · \(request.text(goal.window.summary))</p>
            <p><progress max="100" value="\(progress.percent)"></progress> \
            \(request.text(HabitsWebMessages.progress(progress.certified, of: progress.target, percent: progress.percent)))</p>
            <p class="muted">\(request.text(HabitsWebMessages.streaks(current: progress.currentStreak, longest: progress.longestStreak)))</p>
            <p><a class="button" href="/habits/goals/\(goal.id)/certify">\(request.text(HabitsWebMessages.certify))</a> \
            <a class="button plain" href="/habits/goals/\(goal.id)/edit">\(request.text(HabitsWebMessages.editGoal))</a> \
            <a class="button plain" href="/habits/goals/\(goal.id)/delete">\(request.text(WebMessages.delete))</a></p>
            <p><a href="?month=\(monthKey(previous))">\(request.text(HabitsWebMessages.previousMonth))</a> · \
            <a href="?month=\(monthKey(next))">\(request.text(HabitsWebMessages.nextMonth))</a></p>
            <div id="calendar">\(calendar)</div>
            <p><a href="/habits">\(request.text(HabitsWebMessages.goalsTitle))</a> · <a href="/habits/album">\(request.text(HabitsWebMessages.albumTitle))</a></p>
            """)
    }

    private static func monthKey(_ month: (year: Int, month: Int)) -> String {
        String(format: "%04d-%02d", month.year, month.month)
    }
}
