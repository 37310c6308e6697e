import Core
import Habits

/// The habit pages' own sentences (the seed's titles and buttons).
enum HabitsWebMessages {
    static let goalsTitle = Message(en: "Goals", ko: "목표")
    static let albumTitle = Message(en: "Album", ko: "앨범")
    static let skipToday = Message(en: "Skip today", ko: "오늘 건너뛰기")
    static let unskipToday = Message(en: "Don't skip today", ko: "오늘 건너뛰기 취소")
    static let addCategory = Message(en: "Add category", ko: "카테고리 추가")
    static let addGoal = Message(en: "Add goal", ko: "목표 추가")
    static let newGoal = Message(en: "New goal", ko: "새 목표")
    static let save = Message(en: "Save", ko: "저장")
    static let certify = Message(en: "Certify", ko: "인증하기")
    static let certifiedToday = Message(en: "Certified today", ko: "오늘 인증 완료")

    static func certifiedTodayMet(_ amount: String) -> Message {
        Message(en: "Certified today: \(amount)", ko: "오늘 인증 완료: \(amount)")
    }

    static func certifiedTodayShort(_ amount: String, target: Message) -> Message {
        Message(
            en: "Today: \(amount), short of \(target.english)", ko: "오늘 \(amount): 목표(\(target.korean))에 못 미쳐요")
    }
    static let certifyTitle = Message(en: "Certify with a photo", ko: "사진으로 인증하기")
    static let editStamp = Message(en: "Edit stamp", ko: "스탬프 편집")
    static let photo = Message(en: "Photo", ko: "사진")
    static let measure = Message(en: "Measure (optional)", ko: "수치 목표(선택)")
    static let keptBy = Message(en: "Kept by", ko: "함께 지키기")
    static let keptByMe = Message(en: "Just me", ko: "나 혼자")
    /// The album filters' button without JavaScript.
    static let showFiltered = Message(en: "Show", ko: "보기")
    /// The stamp style without a typeface of its own.
    static let plainStyle = Message(en: "Plain", ko: "기본")
    static let leaveGoal = Message(en: "Stop keeping it", ko: "그만 함께하기")
    static let rejoinGoal = Message(en: "Keep it again", ko: "다시 함께하기")
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// An album month's heading: "2024년 5월", "May 2024".
    static func month(_ key: String) -> Message {
        let parts = key.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 2, (1...12).contains(parts[1]) else { return Message(en: key, ko: key) }
        return Message(en: "\(monthNames[parts[1] - 1]) \(parts[0])", ko: "\(parts[0])년 \(parts[1])월")
    }

    /// An imported day's date in the album: "5월 3일", "May 3".
    static func dayOfMonth(_ day: CalendarDay) -> Message {
        return Message(en: "\(monthNames[day.month - 1].prefix(3)) \(day.day)", ko: "\(day.month)월 \(day.day)일")
    }

    static func certifiedBy(_ names: String) -> Message {
        Message(en: "certified by \(names)", ko: "\(names) 인증")
    }
    static let notMeasured = Message(en: "A photo is enough", ko: "사진만으로 인증")
    static let atLeast = Message(en: "At least", ko: "이상")
    static let atMost = Message(en: "At most", ko: "이하")
    static let targetValue = Message(en: "Target", ko: "목표 수치")
    static let unit = Message(en: "Unit", ko: "단위")

    static func todayValue(_ measure: GoalMeasure) -> Message {
        Message(
            en: "Today's value (\(measure.summary.english))", ko: "오늘의 값 (\(measure.summary.korean))")
    }
    static let color = Message(en: "Colour", ko: "색상")
    static let style = Message(en: "Style", ko: "스타일")
    static let title = Message(en: "Title", ko: "제목")
    static let subtitle = Message(en: "Subtitle", ko: "부제목")
    static let period = Message(en: "Period", ko: "목표 기간")
    static let window = Message(en: "Certification time", ko: "인증 시간")
    static let windowStart = Message(en: "From", ko: "시작")
    static let windowEnd = Message(en: "To", ko: "끝")
    static let noCategories = Message(en: "No categories yet. Add one below.", ko: "아직 카테고리가 없어요. 아래에서 추가해 보세요.")
    static let choosePhoto = Message(en: "Choose a photo to certify with.", ko: "인증할 사진을 골라 주세요.")
    static let editGoal = Message(en: "Edit", ko: "수정")
    static let renameCategory = Message(en: "Rename", ko: "이름 바꾸기")
    static let days = Message(en: "Certification days", ko: "인증 요일")
    static let howOften = Message(en: "How often", ko: "인증 횟수")
    static let onWeekdays = Message(en: "On these weekdays", ko: "정한 요일마다")
    static let perWeek = Message(en: "Times a week, any days", ko: "주 N회, 아무 요일")
    static let perMonth = Message(en: "Times a month, any days", ko: "월 N회, 아무 요일")
    static let times = Message(en: "Times", ko: "횟수")
    static let allCategories = Message(en: "All categories", ko: "모든 카테고리")
    static let allMonths = Message(en: "All months", ko: "모든 달")
    static let previousMonth = Message(en: "‹ Previous", ko: "‹ 이전 달")
    static let nextMonth = Message(en: "Next ›", ko: "다음 달 ›")
    static let cancel = Message(en: "Cancel", ko: "취소")

    static func progress(_ certified: Int, of target: Int, percent: Int) -> Message {
        Message(en: "\(certified) of \(target) days · \(percent)%", ko: "\(target)일 중 \(certified)일 · \(percent)%")
    }
}
