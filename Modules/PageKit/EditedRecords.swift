import Foundation
import Synchronization

/// The records the edit forms this server drew are of, by a token each form carries (a
/// collection's name is the store's, never the page's): a posted form's audience pick is
/// applied to the record its token names. Bounded: the oldest tokens go first.
final class EditedRecords: Sendable {
    private let named = Mutex<(order: [String], records: [String: EditedRecord])>(([], [:]))
    private let limit: Int

    init(limit: Int = 1_000) {
        self.limit = limit
    }

    /// A token naming `record`.
    func token(for record: EditedRecord) -> String {
        let token = UUID().uuidString.lowercased()
        named.withLock { named in
            named.order.append(token)
            named.records[token] = record
            if named.order.count > limit { named.records[named.order.removeFirst()] = nil }
        }
        return token
    }

    /// The record `token` names, for the sign-in that drew its form.
    func record(_ token: String, signIn: String?) -> EditedRecord? {
        named.withLock { $0.records[token] }.flatMap { $0.signIn == signIn ? $0 : nil }
    }
}

/// One edited record: its collection and id, and the sign-in whose form it was.
struct EditedRecord: Sendable {
    let collection: String
    let id: String
    let signIn: String?
}
