/// The one store a feature is handed: every operation goes to the engine's store scoped to
/// the acting member, so no read, count, search, observation or save can reach past what
/// that member may see. The member is found on first use (see `ActingMember`).
public struct MemberRecordStore: RecordStore {
    let scoped: @Sendable (String) -> any RecordStore
    let member: ActingMember
    /// Who sees what is saved through this store (`--visibility`), unless the form being
    /// handled chose (`AudienceChoice.current`); nil: each record type's default for a new
    /// record, and what it was for an edited one.
    let audience: Audience?

    /// `scoped` is the engine's store for a member id (`StoreEngine.recordStore(for:)`).
    public init(
        member: ActingMember, audience: Audience? = nil, scoped: @escaping @Sendable (String) -> any RecordStore
    ) {
        self.member = member
        self.audience = audience
        self.scoped = scoped
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T {
        try await scoped(member.id()).read(body)
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T {
        guard let audience = AudienceChoice.current?.audience ?? audience else {
            return try await scoped(member.id()).write(body)
        }
        return try await scoped(member.id()).write { try body(AudienceWriter(base: $0, audience: audience)) }
    }

    public func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) async throws
        -> [[FieldValue]]
    {
        try await scoped(member.id()).values(of: fields, query)
    }

    public func observe<R: Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error> {
        scopedStream { $0.observe(query) }
    }

    /// Anyone's change wakes the signal; what is read on it goes through the member's store.
    public func changes<R: Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error> {
        scopedStream { $0.changes(of: type) }
    }

    /// `stream` of the member's scoped store, once the member is known (found on first use).
    private func scopedStream<T: Sendable>(
        _ stream: @escaping @Sendable (any RecordStore) -> AsyncThrowingStream<T, any Error>
    ) -> AsyncThrowingStream<T, any Error> {
        if let id = member.knownID { return stream(scoped(id)) }
        let (member, scoped) = (member, scoped)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await value in stream(scoped(try await member.id())) { continuation.yield(value) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
