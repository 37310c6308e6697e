import Core

extension RecordStore {
    /// The one record whose id is `prefix` or starts with it (like git's short hashes).
    /// Unknown: `UserError` 66. Ambiguous: `UserError` 65 listing the candidates.
    /// `describe` makes each candidate's line (id and a title); `notFound` says what was
    /// looked for when nothing matches (a title too, say), else "Nothing has the id …".
    public func resolve<R: Record>(
        _ type: R.Type,
        idPrefix prefix: String,
        notFound: Message? = nil,
        describe: @escaping @Sendable (R) -> String
    ) async throws -> R {
        let prefix = prefix.trimmingWhitespace
        guard !prefix.isEmpty else { throw UserError(PersistenceMessages.emptyID, category: .invalidInput) }
        if let id = R.ID(prefix), let exact = try await fetch(type, id: id) {
            return exact
        }
        // Ids are compared as stored text; an upper bound past every continuation of the prefix.
        let query = RecordQuery<R>(
            filters: [.range(.id, lower: .string(prefix), upper: .string(prefix + "\u{10FFFF}"))],
            limit: 11
        )
        let candidates = try await fetch(query).filter { $0.storageID.hasPrefix(prefix) }
        switch candidates.count {
        case 0:
            throw UserError(notFound ?? PersistenceMessages.notFound(prefix), category: .notFound)
        case 1:
            return candidates[0]
        default:
            let lines = candidates.prefix(10).map { Message(en: describe($0), ko: describe($0)) }
            throw UserError(
                PersistenceMessages.ambiguous(prefix, count: candidates.count), category: .invalidInput, details: lines)
        }
    }
}
