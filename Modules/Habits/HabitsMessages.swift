import Core

/// Every message Habits shows, with the seed's Korean strings.
public enum HabitsMessages {
    public static let zeroTarget = Message(
        en: "A target of at least 0 is met every day: give more than 0, or --at-most 0.",
        ko: "0 이상이라는 목표는 매일 저절로 채워져요. 0보다 큰 수를 주거나 --at-most 0 으로 하세요.")
    /// A goal each member keeps, for the household: every member's certifications together.
    public static func householdTotal(_ certifications: Int, members: Int) -> Message {
        Message(
            en: "Household: \(certifications) certification(s) by \(members) member(s)",
            ko: "가족 합계: \(members)명이 \(certifications)번 인증")
    }
    public static let notHouseholdGoal = Message(
        en: "Only a goal the household keeps can be left; delete a goal of your own.",
        ko: "가족이 함께 지키는 목표만 그만둘 수 있어요. 내 목표는 삭제하세요.")
    static func skipNotAsked(_ day: CalendarDay, _ schedule: GoalSchedule) -> Message {
        Message(
            en: "The goal does not ask for \(day) (\(schedule.summary.english)); nothing to skip.",
            ko: "\(day) 은(는) 인증하는 날(\(schedule.summary.korean))이 아니라 건너뛸 게 없어요.")
    }

    static func skipOutsidePeriod(_ day: CalendarDay, _ period: GoalPeriod) -> Message {
        Message(
            en: "\(day) is outside the goal's period (\(period.summary)); nothing to skip.",
            ko: "\(day) 은(는) 목표 기간(\(period.summary)) 밖이라 건너뛸 수 없어요.")
    }

    static func skipCertified(_ day: CalendarDay) -> Message {
        Message(en: "\(day) is certified already; it cannot be skipped.", ko: "\(day) 은(는) 이미 인증해서 건너뛸 수 없어요.")
    }

    static func invalidTarget(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a target: write a number and a unit, like 10 km or 2 cups.",
            ko: "'\(text)' 은(는) 목표 수치가 아니에요: 10 km, 2 cups 처럼 숫자와 단위를 쓰세요.")
    }

    static func valueNeeded(_ measure: GoalMeasure) -> Message {
        Message(
            en: "This goal is measured (\(measure.summary.english)): give the day's value with the photo.",
            ko: "이 목표는 수치를 재요(\(measure.summary.korean)): 사진과 함께 오늘의 값을 입력하세요.")
    }

    static func invalidValue(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a value: write a number, like 12.5.", ko: "'\(text)' 은(는) 값이 아니에요: 12.5 처럼 숫자를 쓰세요.")
    }

    static func loopMissing(_ source: String, file: String) -> Message {
        Message(
            en: "\(source) has no \(file): is it Loop Habit Tracker's CSV export (Settings → Export as CSV)?",
            ko: "\(source) 에 \(file) 이(가) 없어요: Loop Habit Tracker 의 CSV 내보내기(설정 → CSV로 내보내기) 파일인가요?")
    }

    static func loopMalformed(_ file: String, line: Int, column: Int, problem: LoopProblem) -> Message {
        let place = Message(en: "\(file), line \(line), column \(column)", ko: "\(file) \(line)번째 줄 \(column)번째 칸")
        let what: Message =
            switch problem {
            case .unclosedQuote: Message(en: "a quote is not closed", ko: "따옴표가 닫히지 않았어요")
            case .noHeader: Message(en: "the file is empty", ko: "파일이 비어 있어요")
            case .missingColumn(let name): Message(en: "there is no \(name) column", ko: "\(name) 열이 없어요")
            case .notNumber(let name, let text):
                Message(en: "\(name) '\(text)' is not a number", ko: "\(name) '\(text)' 은(는) 숫자가 아니에요")
            case .notCount(let name, let text):
                Message(
                    en: "\(name) '\(text)' is not a whole number from 1 up", ko: "\(name) '\(text)' 은(는) 1 이상의 정수가 아니에요"
                )
            case .notDate(let text):
                Message(en: "'\(text)' is not a date (2024-05-01)", ko: "'\(text)' 은(는) 날짜(2024-05-01)가 아니에요")
            case .notValue(let text):
                Message(
                    en: "'\(text)' is not a Loop value (YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number)",
                    ko: "'\(text)' 은(는) Loop 의 값(YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN, 숫자)이 아니에요")
            case .columns(let expected, let found):
                Message(
                    en: "expected \(expected) columns, found \(found)", ko: "열이 \(expected)개여야 하는데 \(found)개예요")
            case .tooManyFields:
                Message(
                    en: "the file holds more fields than any Loop export (2,000,000); it is not one",
                    ko: "어떤 Loop 내보내기보다 칸이 많아요(2,000,000개). Loop 파일이 아니에요")
            }
        return Message(en: "\(place.english): \(what.english).", ko: "\(place.korean): \(what.korean).")
    }

    static func noSuchCategory(_ text: String) -> Message {
        Message(
            en: "No category is titled '\(text)' or has that id; `mosaic habits category list` shows them.",
            ko: "'\(text)' 이라는 제목이나 아이디의 카테고리가 없어요. `mosaic habits category list` 로 볼 수 있어요.")
    }

    static func noSuchPhoto(_ id: String) -> Message {
        Message(
            en: "No certification photo has the id '\(id)'; `mosaic habits album` lists them.",
            ko: "'\(id)' 아이디의 인증 사진이 없어요. `mosaic habits album` 으로 볼 수 있어요.")
    }

    static func noSuchGoal(_ text: String) -> Message {
        Message(
            en: "No goal is titled '\(text)' or has that id; `mosaic habits goal list` shows them.",
            ko: "'\(text)' 이라는 제목이나 아이디의 목표가 없어요. `mosaic habits goal list` 로 볼 수 있어요.")
    }

    /// A goal's streaks in its own period ("Streak 2 weeks · longest 3 weeks"), as both fronts show them.
    public static func streaks(_ progress: GoalProgress) -> Message {
        let current = progress.streak(progress.currentStreak)
        let longest = progress.streak(progress.longestStreak)
        return Message(
            en: "Streak \(current.english) · longest \(longest.english)",
            ko: "연속 \(current.korean) · 최장 \(longest.korean)")
    }

    /// A goal's habit strength (`GoalProgress.strength`), as both fronts show it.
    public static func strength(_ value: Int) -> Message {
        Message(en: "Strength \(value)%", ko: "습관 강도 \(value)%")
    }

    /// After an edit: photos taken before it that its new days, count, window or period
    /// would not allow; kept, and still counted.
    public static func photosOutsideRules(_ moments: [String]) -> Message {
        Message(
            en:
                "\(moments.count.counted("earlier photo")) no longer \(moments.count == 1 ? "fits" : "fit") the goal's days, count, window or period (kept, still counted): \(moments.joined(separator: ", ")).",
            ko:
                "이전 인증 사진 \(moments.count)장이 바뀐 요일, 횟수, 인증 시간이나 기간에 맞지 않아요 (그대로 두고 계속 셉니다): \(moments.joined(separator: ", "))."
        )
    }

    public static let duplicateCategory = Message(en: "This category already exists.", ko: "이미 존재하는 카테고리 입니다.")
    public static let emptyCategory = Message(en: "Enter a category.", ko: "카테고리를 입력하세요.")
    public static let emptyTitle = Message(en: "Enter a title.", ko: "제목을 입력하세요.")
    public static let duplicateGoal = Message(
        en: "A goal with this title already exists in the category.",
        ko: "이 카테고리에 같은 제목의 목표가 이미 있어요.")
    public static let startBeforeToday = Message(
        en: "A new goal cannot start before today.", ko: "새 목표는 오늘 이전에 시작할 수 없어요.")
    public static let periodOrder = Message(
        en: "The period must end on or after its first day.", ko: "목표 기간의 끝은 시작일과 같거나 뒤여야 해요.")
    public static let windowOrder = Message(
        en: "The certification window must start before it ends.", ko: "인증 시간은 시작이 끝보다 앞서야 해요.")
    public static let noDays = Message(en: "Pick at least one certification day.", ko: "인증 요일을 하나 이상 골라 주세요.")
    public static func noCertificationDay(_ period: GoalPeriod, _ days: GoalSchedule) -> Message {
        Message(
            en:
                "\(period.summary) has no certification day (\(days.summary.english)), so the goal could never be completed.",
            ko: "\(period.summary) 에는 인증 요일(\(days.summary.korean))이 없어서 목표를 이룰 수 없어요.")
    }

    public static func noCertifiableDay(_ window: CertificationWindow, from day: CalendarDay) -> Message {
        Message(
            en:
                "No certification day can still be certified: each is before \(day), or is \(day) after its window (\(window.summary.english)) closed.",
            ko: "인증할 수 있는 날이 남지 않았어요: 인증일이 모두 \(day) 이전이거나, \(day) 의 인증 시간(\(window.summary.korean))이 이미 지났어요.")
    }

    public static let goalInvalid = Message(en: "The goal cannot be saved yet.", ko: "아직 목표를 저장할 수 없어요.")
    public static let categoryNotEmpty = Message(
        en: "The category still has goals; delete them first or use --cascade.",
        ko: "카테고리에 목표가 남아 있어요. 먼저 지우거나 --cascade 를 쓰세요.")
    public static let periodPlaceholder = Message(en: "Set the goal period.", ko: "목표 기간을 설정하세요.")
    /// A day brought from another tracker, which has no photo.
    public static let importedDay = Message(en: "Imported, no photo", ko: "가져온 기록 · 사진 없음")
    public static let emptyAlbum = Message(en: "No certification photos yet.", ko: "아직 인증 사진이 없어요.")
    public static let noPhotosMatch = Message(
        en: "No certification photos in that category or month.",
        ko: "그 카테고리나 달에는 인증 사진이 없어요.")

    public static let confirmDelete = Message(en: "Really delete?", ko: "정말 삭제하시겠습니까?")

    public static func categoryDeleted(_ title: String, goals: Int) -> Message {
        Message(
            en: "Deleted the category \(title) and \(goals.counted("goal")).",
            ko: "카테고리 \(title) 와(과) 목표 \(goals)개를 삭제했어요.")
    }

    public static func categoryDeleteWarning(goals: Int) -> Message {
        Message(en: "Its \(goals.counted("goal")) and their photos go with it.", ko: "목표 \(goals)개와 그 사진도 함께 삭제됩니다.")
    }

    public static func goalDeleted(_ title: String) -> Message {
        Message(en: "Deleted the goal \(title).", ko: "\(title) 목표 삭제 성공")
    }

    public static func invalidWindow(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a window; use HH:mm-HH:mm like 07:00-09:00.",
            ko: "'\(text)' 은(는) 인증 시간이 아니에요. 07:00-09:00 처럼 쓰세요.")
    }

    public static func invalidDays(_ text: String) -> Message {
        Message(
            en:
                "'\(text)' is not a set of days; use daily, weekdays, weekend, a list like mon,wed,fri, or a count like 3/week or 10/month.",
            ko:
                "'\(text)' 은(는) 요일이 아니에요. daily, weekdays, weekend, mon,wed,fri 같은 목록, 또는 3/week, 10/month 같은 횟수로 쓰세요."
        )
    }

    /// A goal's count per week or month out of its range.
    public static func countOutOfRange(_ unit: GoalSchedule.Unit) -> Message {
        unit == .week
            ? Message(en: "A goal takes 1 to 7 days a week.", ko: "주에 1번에서 7번까지 정할 수 있어요.")
            : Message(en: "A goal takes 1 to 31 days a month.", ko: "달에 1번에서 31번까지 정할 수 있어요.")
    }

    public static let periodOutOfRange = Message(
        en:
            "A goal's period must lie between the years \(CalendarDay.supportedYears.lowerBound) and \(CalendarDay.supportedYears.upperBound).",
        ko: "목표 기간은 \(CalendarDay.supportedYears.lowerBound)년과 \(CalendarDay.supportedYears.upperBound)년 사이여야 해요.")

    public static func invalidMonth(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a month; use YYYY-MM, like 2024-05.",
            ko: "'\(text)' 은(는) 달이 아니에요. 2024-05 처럼 YYYY-MM 으로 쓰세요.")
    }

    public static func invalidDay(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a day; use a date like 2024-05-01, today or tomorrow.",
            ko: "'\(text)' 은(는) 날짜가 아니에요. 2024-05-01, today, tomorrow 처럼 쓰세요.")
    }

    public static func invalidColor(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a colour; use #RRGGBB or a preset number 1–18.",
            ko: "'\(text)' 은(는) 색깔이 아니에요. #RRGGBB 나 1–18 번 기본 색을 쓰세요.")
    }

    public static func invalidStyle(_ text: String) -> Message {
        let names = StampStyle.allCases.map(\.rawValue).joined(separator: ", ")
        return Message(
            en: "'\(text)' is not a style; use one of \(names).", ko: "'\(text)' 은(는) 글씨 스타일이 아니에요. \(names) 중 하나를 쓰세요."
        )
    }

    public static func unknownCategory(_ text: String) -> Message {
        Message(en: "No category '\(text)'.", ko: "'\(text)' 카테고리가 없어요.")
    }

    public static func nextWindow(_ moment: Message) -> Message {
        Message(en: "Next window opens \(moment.english).", ko: "다음 인증 시간: \(moment.korean)")
    }

    public static let noNextWindow = Message(
        en: "No certification window is left in this goal's period.",
        ko: "이 목표의 기간에는 남은 인증 시간이 없어요.")

    public static func ambiguousGoal(_ title: String, count: Int) -> Message {
        Message(
            en: "\(count) goals are titled '\(title)'; give the id of the one you mean.",
            ko: "'\(title)' 이름의 목표가 \(count)개 있어요. 원하는 목표의 id 를 적어 주세요.")
    }
}
