import Core

/// Where a listing is in its life: selling, reserved for a buyer, sold.
public enum ListingStatus: String, Sendable, Codable, CaseIterable {
    case selling
    case reserved
    case sold

    public var label: Message {
        switch self {
        case .selling: Message(en: "Selling", ko: "판매중")
        case .reserved: Message(en: "Reserved", ko: "예약중")
        case .sold: Message(en: "Sold", ko: "거래완료")
        }
    }

    /// Accepts the raw names and the Korean and English labels.
    public init?(text: String) {
        let key = text.lowercased().trimmingWhitespace
        guard
            let match = Self.allCases.first(where: {
                $0.rawValue == key || $0.label.english.lowercased() == key || $0.label.korean == key
            })
        else { return nil }
        self = match
    }
}
