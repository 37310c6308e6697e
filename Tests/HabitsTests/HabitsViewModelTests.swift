import Core
import Foundation
import Habits
import TestSupport
import Testing

@Suite("Habits view-models", .serialized)
struct HabitsViewModelTests {
    typealias F = HabitsFixture

    @Test("category add: the duplicate warning is live; a double tap inside 400 ms saves once")
    func categoryAdd() async throws {
        let fixture = try F()
        _ = try await fixture.repository.addCategory("건강")
        let clock = TestClock()
        let title = EventRelay<String>()
        let save = EventRelay<Void>()
        let output = CategoryAddViewModel(repository: fixture.repository, clock: clock)
            .transform(.init(title: title.values(), save: save.values()))
        let states = OutputRecorder(output.state)
        let saved = OutputRecorder(output.saved)
        title.accept("건강 ")
        #expect(await states.next { $0.title == "건강 " }?.warning?.korean == "이미 존재하는 카테고리 입니다.")
        title.accept("독서")
        let fresh = await states.next { $0.title == "독서" }
        #expect(fresh?.canSave == true && fresh?.warning == nil)
        save.accept()
        save.accept()
        #expect(await saved.next()?.title == "독서")
        await clock.advance(by: .milliseconds(400))
        #expect(try await fixture.repository.categories().count == 2)
    }

    @Test("goal form: save enabled only when valid; the calendar picks the period; days and window shown")
    func goalForm() async throws {
        let fixture = try F(now: "2024-05-01T09:00:00Z")
        let category = try await fixture.repository.addCategory("건강")
        let clock = TestClock()
        let title = EventRelay<String>()
        let day = EventRelay<CalendarDay>()
        let weekday = EventRelay<Weekday>()
        let save = EventRelay<Void>()
        let output = GoalFormViewModel(
            repository: fixture.repository, clock: clock, category: category, otherTitles: ["스트레칭"]
        )
        .transform(
            .init(title: title.values(), dayTap: day.values(), weekdayTap: weekday.values(), save: save.values()))
        let states = OutputRecorder(output.state)
        let saved = OutputRecorder(output.saved)
        let first = await states.next()
        #expect(first?.canSave == false && first?.periodText.korean == "목표 기간을 설정하세요.")
        title.accept("스트레칭")
        #expect(await states.next { $0.form.title == "스트레칭" }?.problems.contains(HabitsMessages.duplicateGoal) == true)
        title.accept("물 마시기")
        day.accept(F.day("2024-05-10"))
        day.accept(F.day("2024-05-03"))
        let ready = try #require(await states.next { $0.form.period?.start == F.day("2024-05-03") })
        #expect(ready.canSave && ready.periodText.english == "2024-05-03 ~ 2024-05-10")
        for day in Weekday.allCases { weekday.accept(day) }
        #expect(await states.next { $0.form.schedule.isEmpty }?.canSave == false)
        weekday.accept(.sat)
        weekday.accept(.sun)
        #expect(await states.next { $0.form.schedule == .weekdays(.weekend) }?.timeText.korean == "주말\n오전 9시 ~ 오후 9시")
        save.accept()
        #expect(await saved.next()?.target(in: .gmt) == 2)
    }

    @Test(
        "goal form: a count replaces the weekdays and shows in the preview; fixed weekdays come back as every day (#31)"
    )
    func goalFormCount() async throws {
        let fixture = try F(now: "2024-05-01T09:00:00Z")
        let category = try await fixture.repository.addCategory("건강")
        let count = EventRelay<GoalSchedule?>()
        let weekday = EventRelay<Weekday>()
        let save = EventRelay<Void>()
        let output = GoalFormViewModel(
            repository: fixture.repository, clock: TestClock(), category: category, otherTitles: [],
            initial: GoalForm(categoryID: category.id, title: "달리기", period: F.period("2024-05-01", "2024-05-31"))
        )
        .transform(.init(weekdayTap: weekday.values(), count: count.values(), save: save.values()))
        let states = OutputRecorder(output.state)
        let saved = OutputRecorder(output.saved)
        #expect(await states.next()?.form.schedule == .everyDay)
        count.accept(.times(3, per: .week))
        let counted = await states.next { $0.form.schedule == .times(3, per: .week) }
        #expect(counted?.timeText.korean == "주 3회\n오전 9시 ~ 오후 9시" && counted?.canSave == true)
        count.accept(nil)
        #expect(await states.next { $0.form.schedule == .everyDay } != nil)
        count.accept(.times(2, per: .month))
        _ = await states.next { $0.form.schedule == .times(2, per: .month) }
        weekday.accept(.sat)
        #expect(await states.next { $0.form.schedule == .weekdays(WeekdaySet([.sat])) } != nil)
        count.accept(.times(10, per: .month))
        _ = await states.next { $0.form.schedule == .times(10, per: .month) }
        save.accept()
        #expect(await saved.next()?.target(in: .gmt) == 10)
    }

    @Test(
        "goal form: a save tapped while invalid names every problem, and a front without a disabled button hears it (#12)"
    )
    func goalFormInvalidSave() async throws {
        let fixture = try F(now: "2024-05-01T09:00:00Z")
        let category = try await fixture.repository.addCategory("건강")
        let save = EventRelay<Void>()
        let output = GoalFormViewModel(
            repository: fixture.repository, clock: TestClock(), category: category, otherTitles: []
        )
        .transform(.init(save: save.values()))
        let failures = OutputRecorder(output.failure)
        let states = OutputRecorder(output.state)
        #expect(await states.next()?.titleProblem == HabitsMessages.emptyTitle)
        save.accept()
        let failure = await failures.next()
        #expect(
            failure?.category.exitCode == 65
                && failure?.details == [HabitsMessages.emptyTitle, HabitsMessages.periodPlaceholder])
        #expect(try await fixture.repository.goals(in: category.id).isEmpty)
    }

    @Test("certify: nothing is written until save; saving twice in 400 ms certifies once; the list follows live")
    func certifyAndList() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let clock = TestClock()
        let list = OutputRecorder(GoalListViewModel(repository: fixture.repository).transform(.init()).sections)
        #expect(await list.next { $0.first?.goals.first?.progress.certified == 0 } != nil)
        let photo = EventRelay<ImageFile>()
        let color = EventRelay<OverlayColor>()
        let save = EventRelay<Void>()
        let output = CertifyViewModel(goal: goal, repository: fixture.repository, clock: clock)
            .transform(.init(photo: photo.values(), color: color.values(), save: save.values()))
        let drafts = OutputRecorder(output.draft)
        let saved = OutputRecorder(output.saved)
        photo.accept(F.jpeg)
        color.accept(OverlayColor.presets[7])
        _ = await drafts.next { $0.image != nil && $0.color == OverlayColor.presets[7] }
        #expect(try await fixture.files().isEmpty, "a photo not yet saved leaves no file")
        save.accept()
        save.accept()
        #expect(await saved.next()?.color.hex == "#CE4438")
        #expect(await list.next { $0.first?.goals.first?.progress.certified == 1 } != nil)
        #expect(try await fixture.files().count == 1)
    }

    @Test("photo edit: save only when the stamp changed; the album follows")
    func photoEdit() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let photo = try await fixture.repository.certify(goal.id, image: F.jpeg).photo
        let album = OutputRecorder(
            AlbumViewModel(repository: fixture.repository).transform(.init()).album.mapStream(\.sections))
        #expect(await album.next { $0.first?.photoCount == 1 } != nil)
        let style = EventRelay<StampStyle>()
        let save = EventRelay<Void>()
        let output = PhotoEditViewModel(photo: photo, repository: fixture.repository, clock: TestClock())
            .transform(.init(style: style.values(), save: save.values()))
        let drafts = OutputRecorder(output.draft)
        #expect(await drafts.next()?.canSave == false)
        style.accept(.noteworthy)
        #expect(await drafts.next { $0.style == .noteworthy }?.canSave == true)
        save.accept()
        #expect(await album.next { $0.first?.days.first?.photos.first?.photo.style == .noteworthy } != nil)
    }

    @Test("album: a month picked shows only that month's photos; none picked, all")
    func albumByMonth() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let photo = try await fixture.repository.certify(goal.id, image: F.jpeg).photo
        let month = EventRelay<String?>()
        let album = OutputRecorder(
            AlbumViewModel(repository: fixture.repository).transform(.init(month: month.values())).album.mapStream(
                \.sections))
        #expect(await album.next { $0.first?.photoCount == 1 } != nil)
        month.accept("1999-01")
        #expect(await album.next { $0.isEmpty } != nil)
        month.accept(photo.day.monthKey)
        #expect(await album.next { $0.first?.photoCount == 1 } != nil)
    }
}
