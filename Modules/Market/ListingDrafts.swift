import Core
import Persistence

/// The listing being written, kept until it is posted: saved as the answers come (a form
/// interrupted on the terminal, a page closed), offered again by either front, and removed
/// once the listing is posted. One draft per data set.
public struct ListingDrafts: Sendable {
    static let key = "market.draft"
    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// The saved draft; nil when there is none or it is empty.
    public func saved() async throws -> ListingForm? {
        guard let draft = try await settings.value(ListingForm.self, forKey: Self.key), !draft.isEmpty else {
            return nil
        }
        return draft
    }

    /// Keeps `form` as the draft (an empty form removes it).
    public func keep(_ form: ListingForm) async throws {
        if form.isEmpty {
            try await settings.remove(Self.key)
        } else {
            try await settings.set(form, forKey: Self.key)
        }
    }

    /// Forgets the draft: its listing was posted.
    public func remove() async throws {
        try await settings.remove(Self.key)
    }

    /// The form to resume: each field given now (a flag) over the draft's.
    public static func resume(
        _ draft: ListingForm, title: String?, categoryID: Int?, priceText: String?,
        details: String?
    ) -> ListingForm {
        ListingForm(
            title: title ?? draft.title, categoryID: categoryID ?? draft.categoryID,
            priceText: priceText ?? draft.priceText, details: details ?? draft.details)
    }
}
