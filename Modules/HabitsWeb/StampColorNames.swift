import Core
import Habits

/// The stamp colours' names, for the swatches' labels: a screen reader and a tooltip say
/// "초록", not "#3BCF4E". A colour outside the seed's 18 is named by its code.
enum StampColorNames {
    static func name(of color: OverlayColor) -> Message {
        names[color.hex] ?? Message(en: color.hex, ko: color.hex)
    }

    private static let names: [String: Message] = [
        "#E4B6BC": Message(en: "Pink", ko: "분홍"),
        "#E09681": Message(en: "Coral", ko: "코럴"),
        "#000000": Message(en: "Black", ko: "검정"),
        "#FFFFFF": Message(en: "White", ko: "흰색"),
        "#003865": Message(en: "Navy", ko: "남색"),
        "#3BCF4E": Message(en: "Green", ko: "초록"),
        "#9D693C": Message(en: "Brown", ko: "갈색"),
        "#CE4438": Message(en: "Red", ko: "빨강"),
        "#94D3D3": Message(en: "Mint", ko: "민트"),
        "#BE73CE": Message(en: "Purple", ko: "보라"),
        "#424242": Message(en: "Dark grey", ko: "진회색"),
        "#ECEDED": Message(en: "Light grey", ko: "연회색"),
        "#BCDF5D": Message(en: "Lime", ko: "연두"),
        "#EB7331": Message(en: "Orange", ko: "주황"),
        "#69C4D8": Message(en: "Sky blue", ko: "하늘색"),
        "#56AC97": Message(en: "Teal", ko: "청록"),
        "#FDEFEE": Message(en: "Pale pink", ko: "연분홍"),
        "#EF5C0C": Message(en: "Vermilion", ko: "다홍"),
    ]
}
