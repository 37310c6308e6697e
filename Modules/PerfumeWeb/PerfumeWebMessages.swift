import Core

/// The journal pages' own sentences (the seed's titles and buttons).
enum PerfumeWebMessages {
    static let homeTitle = Message(en: "Scent", ko: "향기")
    static let searchTitle = Message(en: "Search", ko: "검색")
    static let composeTitle = Message(en: "Input", ko: "입력")
    static let notesLabel = Message(en: "Notes about the scent", ko: "향에 대한 기록")
    static let photoLabel = Message(en: "Photo", ko: "사진")
    static let removePhoto = Message(en: "Remove photo", ko: "사진 삭제")
    static let done = Message(en: "Done", ko: "완료")
    static let cancel = Message(en: "Cancel", ko: "취소")
    static let edit = Message(en: "Edit", ko: "수정하기")
    static let add = Message(en: "Add a test strip", ko: "시향지 추가")
    static let wishedOnly = Message(en: "Wished only", ko: "찜한 향수만")
    static let wish = Message(en: "Wish", ko: "찜")
}
