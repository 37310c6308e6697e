import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import Habits

/// `mosaic habits goal show ID`: details, streaks and this month's calendar.
struct GoalShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show a goal: details, streaks, a month calendar.", ko: "목표를 보여 줍니다: 자세한 내용, 연속 기록, 한 달 달력."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
    @Option(
        parsing: .unconditional,
        help: .init(en: "The month to draw, YYYY-MM (default: this month).", ko: "그릴 달, YYYY-MM(기본값: 이번 달)."))
    var month: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let detail = try await habits.detail(
            of: try await habits.goal(goal).id, month: try month.map(CalendarDay.firstOfMonth))
        return .data(
            GoalPresenter(io: context.io).detail(
                detail, certifiers: try await Self.certifiers(of: detail.goal, context)),
            json: GoalPresenter.JSONGoal(
                goal: detail.goal, category: detail.category, progress: detail.progress,
                certified: detail.certified))
    }

    /// On a goal the household keeps, each member's certified days ("Dad 1 · Me 1"), and on
    /// one each member keeps, each one's progress and strength.
    static func certifiers(of goal: Goal, _ context: CommandContext) async throws -> [(String, String)] {
        guard goal.keptBy != nil else { return [] }
        let habits = try context.habits
        let photos = try await habits.photos(goalIDs: [goal.id])
        let owners = await context.dependencies.sharing.owners(of: photos, me: context.io.text(SharingMarks.me))
        let certifier = { (photo: CertificationPhoto) in owners[photo.storageID] ?? "" }
        let members = habits.progressByMember(of: goal, photos: photos, who: certifier)
        let byMember = Dictionary(grouping: photos, by: certifier)
        let days = byMember.keys.sorted().map { "\($0) \(Set(byMember[$0, default: []].map(\.day)).count)" }
        var rows = [(context.io.text(Message(en: "Certified by", ko: "인증한 사람")), days.joined(separator: " · "))]
        guard goal.keptBy == .each else { return rows }
        let presenter = GoalPresenter(io: context.io)
        for (name, progress) in members {
            rows.append(
                (
                    "  " + name,
                    presenter.bar(progress) + " · " + context.io.text(HabitsMessages.strength(progress.strength))
                ))
        }
        return rows
    }
}
