import Core

/// The compose screen's fields ("입력"), for creating and editing.
public struct PerfumeForm: Sendable, Equatable {
    /// 시향 날짜 (optional).
    public var date: TastingDay?
    /// 브랜드 (required).
    public var brand: String
    /// 향수 이름 (required).
    public var name: String
    /// 향에 대한 기록 (optional).
    public var notes: String
    /// 이 향수를 한 마디로 표현한다면 (required).
    public var sentence: String

    public init(
        date: TastingDay? = nil, brand: String = "", name: String = "", notes: String = "", sentence: String = ""
    ) {
        self.date = date
        self.brand = brand
        self.name = name
        self.notes = notes
        self.sentence = sentence
    }

    /// The form pre-filled from a saved entry (edit mode).
    public init(_ entry: PerfumeEntry) {
        self.init(
            date: entry.date, brand: entry.brand, name: entry.name, notes: entry.notes ?? "", sentence: entry.sentence)
    }

    /// The required fields, in screen order.
    public enum Field: Sendable, CaseIterable {
        case brand, name, sentence
    }

    /// Every missing required field, in screen order; whitespace-only is missing (seed bug 8).
    public var problems: [Message] { Field.allCases.compactMap(problem) }

    /// Whether "완료" is enabled.
    public var isValid: Bool { problems.isEmpty }

    /// What is wrong with `field`, if anything.
    public func problem(_ field: Field) -> Message? {
        switch field {
        case .brand: brand.trimmingWhitespace.isEmpty ? PerfumeMessages.brandMissing : nil
        case .name: name.trimmingWhitespace.isEmpty ? PerfumeMessages.nameMissing : nil
        case .sentence: sentence.trimmingWhitespace.isEmpty ? PerfumeMessages.sentenceMissing : nil
        }
    }
}
