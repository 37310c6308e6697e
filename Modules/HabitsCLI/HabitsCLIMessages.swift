import Core
import Habits

/// Messages only the command line shows.
enum HabitsCLIMessages {
    static func left(_ title: String) -> Message {
        Message(
            en: "You no longer keep “\(title)”; what you certified stays.",
            ko: "“\(title)” 목표를 그만뒀어요. 인증한 기록은 남아요.")
    }
    static func rejoined(_ title: String) -> Message {
        Message(en: "You keep “\(title)” again.", ko: "“\(title)” 목표를 다시 함께해요.")
    }
    static func albumExists(_ path: String) -> Message {
        Message(
            en: "\(path) already exists. Pass --force to replace it, or choose another folder.",
            ko: "\(path) 이(가) 이미 있어요. 바꾸려면 --force 를 주거나 다른 폴더를 고르세요.")
    }
    static func replaceAlbum(_ path: String) -> Message {
        Message(en: "\(path) already exists. Replace it?", ko: "\(path) 이(가) 이미 있어요. 바꿀까요?")
    }

    static let noCategories = Message(
        en: "No categories yet. Add one with `mosaic habits category add NAME`.",
        ko: "아직 카테고리가 없어요. `mosaic habits category add 이름` 으로 추가하세요.")

    static let noGoals = Message(
        en: "No goals yet. Add one with `mosaic habits goal add --category C --title T`.",
        ko: "아직 목표가 없어요. `mosaic habits goal add --category C --title T` 로 추가하세요.")
    static let openNow = Message(en: "Open now", ko: "지금 인증할 수 있어요")
    static let later = Message(en: "Later", ko: "다음 인증 시간")
    static let askStampColor = Message(en: "Stamp colour", ko: "스탬프 색")
    static let askStampStyle = Message(en: "Stamp style", ko: "스탬프 스타일")
    static let nothingDue = Message(en: "Nothing to certify right now.", ko: "지금 인증할 목표가 없어요.")

    static func loopImported(_ report: LoopImportReport) -> Message {
        let en =
            "\(report.habits.counted("habit")) (\(report.goalsAdded) new, \(report.archived) archived) into \(report.category): \(report.days.counted("day")) of history, \(report.certifications.counted("certification")) without a photo, \(report.skipped.counted("skipped day"))."
        let ko =
            "습관 \(report.habits)개(새 목표 \(report.goalsAdded)개, 보관 \(report.archived)개)를 \(report.category) 에: 기록 \(report.days)일, 사진 없는 인증 \(report.certifications)개, 건너뛴 날 \(report.skipped)일."
        let undone =
            report.undone == 0
            ? Message(en: "", ko: "")
            : Message(
                en: "\n  \(report.undone.counted("day")) undone in Loop since the last import, removed.",
                ko: "\n  지난번 가져온 뒤 Loop 에서 취소한 \(report.undone)일을 지웠어요.")
        let approximated = report.approximated.map { "\n  ~ \($0)" }.joined()
        return report.dryRun
            ? Message(
                en: "Dry run, nothing written. Would import \(en)\(undone.english)\(approximated)",
                ko: "미리 보기, 아무것도 쓰지 않았어요. 가져올 것: \(ko)\(undone.korean)\(approximated)")
            : Message(
                en: "Imported from Loop \(en)\(undone.english)\(approximated)",
                ko: "Loop 에서 가져왔어요: \(ko)\(undone.korean)\(approximated)")
    }

    static func valueWithoutTarget(_ title: String) -> Message {
        Message(
            en:
                "\(title) is not measured, so --value has nothing to count: give it a target with `habits goal edit --target`.",
            ko: "\(title) 은(는) 수치로 재는 목표가 아니라 --value 가 쓸모없어요: `habits goal edit --target` 으로 목표 수치를 정하세요.")
    }

    static func loopDatabase(_ path: String) -> Message {
        Message(
            en:
                "\(path) is a database but not Loop's backup (no Habits and Repetitions tables); in Loop, Settings → Export as CSV gives a ZIP this reads too.",
            ko:
                "\(path) 은(는) 데이터베이스지만 Loop 의 백업이 아니에요(Habits, Repetitions 표가 없어요). Loop 의 설정 → CSV로 내보내기 ZIP 도 읽을 수 있어요."
        )
    }

    static func loopUnreadable(_ path: String) -> Message {
        Message(
            en: "\(path) is not a Loop export: give the CSV export's ZIP or the folder it unpacks to.",
            ko: "\(path) 은(는) Loop 내보내기가 아니에요: CSV 내보내기 ZIP 이나 그것을 푼 폴더를 주세요.")
    }

    static func categoryAdded(_ category: HabitCategory) -> Message {
        Message(
            en: "Added the category \(category.title) (\(category.id.prefix(8))).",
            ko: "카테고리 \(category.title) 을(를) 만들었어요 (\(category.id.prefix(8))).")
    }

    static func categoryRenamed(_ category: HabitCategory) -> Message {
        Message(en: "Renamed the category to \(category.title).", ko: "카테고리 이름을 \(category.title) 로 바꿨어요.")
    }

    static func cascadeSubject(_ goals: [Goal]) -> Message {
        Message(
            en:
                "with \(goals.count.counted("goal")) and all their photos: \(goals.map(\.title).joined(separator: ", "))",
            ko: "목표 \(goals.count)개와 그 사진 전부: \(goals.map(\.title).joined(separator: ", "))")
    }

    static let askCategory = Message(en: "Category", ko: "카테고리")
    static let askTitle = Message(en: "Goal title", ko: "목표 이름")
    static let askSubtitle = Message(en: "Description (optional)", ko: "설명 (선택)")
    static let askFrom = Message(en: "First day (2024-05-01, today)", ko: "첫날 (2024-05-01, 오늘)")
    static let askTo = Message(en: "Last day", ko: "마지막 날")
    static let askDays = Message(
        en: "Days (daily, weekdays, weekend, mon,wed,fri, 3/week, 10/month)",
        ko: "인증 요일 (daily, weekdays, weekend, mon,wed,fri, 3/week, 10/month)")
    static let askWindow = Message(en: "Certification window (HH:mm-HH:mm)", ko: "인증 시간 (HH:mm-HH:mm)")
    static let askTarget = Message(
        en: "A daily target like '10 km' (none: a photo alone certifies)", ko: "하루 목표 수치, 예: '10 km' (none: 사진만으로 인증)")

    static func askAtMost(_ measure: GoalMeasure) -> Message {
        let amount = measure.amount(measure.target)
        return Message(en: "At most \(amount) a day (not at least)?", ko: "하루 \(amount) 이하인가요(이상이 아니라)?")
    }

    static func goalSaved(_ goal: Goal, target: Int) -> Message {
        Message(
            en: "Saved the goal \(goal.title) (\(goal.id.prefix(8))): \(target.counted("certification day")).",
            ko: "목표 \(goal.title) 을(를) 저장했어요 (\(goal.id.prefix(8))): 인증일 \(target)일.")
    }

    static func certified(_ goal: Goal, _ progress: GoalProgress) -> Message {
        Message(
            en:
                "Certified \(goal.title): \(progress.certified)/\(progress.target) (\(progress.percent)%), streak \(progress.streak(progress.currentStreak).english).",
            ko:
                "\(goal.title) 인증 완료: \(progress.certified)/\(progress.target) (\(progress.percent)%), 연속 \(progress.streak(progress.currentStreak).korean)."
        )
    }

    static func exported(_ count: Int, to path: String) -> Message {
        Message(en: "Wrote \(count.counted("item")) to \(path).", ko: "\(count)개를 \(path) 에 썼어요.")
    }

    static func photoEdited(_ photo: CertificationPhoto) -> Message {
        Message(
            en: "Photo \(photo.id.prefix(8)): \(photo.color.hex), \(photo.style.rawValue).",
            ko: "사진 \(photo.id.prefix(8)): \(photo.color.hex), \(photo.style.rawValue).")
    }

    static func photoDeleted(_ photo: CertificationPhoto) -> Message {
        Message(en: "Deleted the photo of \(photo.day).", ko: "\(photo.day) 사진을 삭제했어요.")
    }

    static let calendarLegend = Message(
        en: "✓ certified  + imported  - short of the target  ✗ missed  ○ today, still open  · to come  ~ skipped",
        ko: "✓ 인증함  + 가져온 기록  - 목표 미달  ✗ 놓침  ○ 오늘, 아직 인증 가능  · 남은 인증일  ~ 건너뜀")
    static func askValue(_ measure: GoalMeasure) -> Message {
        Message(
            en: "Today's value\(measure.unit.isEmpty ? "" : " in \(measure.unit)") (\(measure.summary.english))",
            ko: "오늘의 값\(measure.unit.isEmpty ? "" : "(\(measure.unit))") (\(measure.summary.korean))")
    }
    static let askGoal = Message(en: "Goal to certify", ko: "인증할 목표")
    static let askCategoryTitle = Message(en: "Category title", ko: "카테고리 제목")

    static func skipped(_ title: String, _ day: CalendarDay) -> Message {
        Message(en: "\(title): \(day) skipped; it breaks no streak.", ko: "\(title): \(day) 건너뜀. 연속 기록은 그대로예요.")
    }

    static func unskipped(_ title: String, _ day: CalendarDay) -> Message {
        Message(en: "\(title): \(day) is asked for again.", ko: "\(title): \(day) 건너뜀을 취소했어요.")
    }

    static func confirmGoalDelete(photos: Int) -> Message {
        guard photos > 0 else { return HabitsMessages.confirmDelete }
        return Message(
            en:
                "\(HabitsMessages.confirmDelete.english) \(photos == 1 ? "Its photo goes" : "Its \(photos) photos go") too.",
            ko: "\(HabitsMessages.confirmDelete.korean) 사진 \(photos)장도 함께 삭제돼요.")
    }
    static let askPhoto = Message(en: "Photo file", ko: "사진 파일")
    static let nothingOpen = Message(
        en: "No goal can be certified now; `mosaic habits due` says when each opens.",
        ko: "지금 인증할 수 있는 목표가 없어요. 언제 열리는지는 `mosaic habits due` 로 볼 수 있어요.")
}
