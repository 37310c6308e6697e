import Core
import FeatureContract
import Persistence

/// What a card or row of a list says of whose its record is and who sees it ("가족 모두 ·
/// 엄마", "나만"), once a household has two members; nothing in a household of one.
public enum SharingBadge {
    /// The badge of `mark`, or nothing.
    public static func html(_ mark: SharingMarks.Mark?, _ request: WebRequest) -> HTML {
        guard let mark else { return .empty }
        return " <span class=\"shared\">\(request.text(mark.label))</span>"
    }
}
