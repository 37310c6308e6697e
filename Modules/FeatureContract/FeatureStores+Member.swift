import Persistence

extension FeatureStores {
    /// The stores `member` is handed of `engine`: their records and the household's, the
    /// files those name, their own settings. The composition root makes these; a feature
    /// is never handed the engine's own.
    /// `audience`, when given, is who sees what is saved (`--visibility`); `names` are the
    /// household's members by id, for lists' marks; `calendarFeed` the member's calendar address.
    public static func member(
        _ member: ActingMember, of engine: any StoreEngine, blobs: any BlobStore, recordTypes: [any Record.Type],
        audience: Audience? = nil, names: @escaping @Sendable () async throws -> [String: String] = { [:] },
        calendarFeed: CalendarFeed = .none
    ) -> FeatureStores {
        let records = MemberRecordStore(member: member, audience: audience) { engine.recordStore(for: $0) }
        return FeatureStores(
            records: records,
            blobs: MemberBlobStore(blobs, records: records, everyone: engine.recordStore, recordTypes: recordTypes),
            settings: MemberSettingsStore(engine.settingsStore, member: member),
            sharing: .of(records, member: member, names: names), calendarFeed: calendarFeed)
    }
}
