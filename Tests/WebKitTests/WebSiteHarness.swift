import Core
import FeatureKit
import Foundation
import Hummingbird
import HummingbirdTesting
import PersistenceSQLite
import TestSupport
import WebKit

/// A web site of `plugins` on a memory store, answered in process (no socket).
struct WebSiteHarness {
    let site: WebSite

    init(plugins: [any WebPlugin.Type], language: Language? = .english) throws {
        let storage = try SQLiteStorage.inMemory(recordTypes: plugins.flatMap { $0.recordTypes })
        let dependencies = FeatureDependencies(
            stores: { FeatureStores(records: storage.records, blobs: storage.blobs, settings: storage.settings) },
            http: CannedHTTP("{}"), services: ServiceSettings(), clock: ContinuousClock(), dates: .ticking(), ids: .sequential(),
            language: .english, exports: ExportWriter(protecting: [])
        )
        site = WebSite(plugins: plugins, dependencies: dependencies, language: language, fallbackLanguage: .english)
    }

    /// Runs `body` with a client of the site.
    func run(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: site.router()).test(.router, body)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
