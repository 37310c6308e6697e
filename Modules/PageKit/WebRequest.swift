import Core
import FeatureContract
import Foundation
import Persistence

/// What a page gets: the request's path parameters, query and form, the reader's
/// language, the feature dependencies every front shares and the live sessions.
public struct WebRequest: FeatureContext, Sendable {
    /// The path as requested (`/perfume/3F2A`).
    public let path: String
    /// The path's `:name` parts.
    public let parameters: [String: String]
    /// The query string's values.
    public let query: [String: String]
    /// A POST's fields and files (empty for GET).
    public let form: WebForm
    /// The language the page is written in.
    public let language: Language
    /// The stores, clients and clocks of this server.
    public let dependencies: FeatureDependencies
    /// The live screens of this server.
    public let sessions: LiveSessions
    /// The sign-in this request came with (nil where none is needed).
    package let signIn: String?

    public init(
        path: String, parameters: [String: String] = [:], query: [String: String] = [:], form: WebForm = WebForm(),
        language: Language, dependencies: FeatureDependencies, sessions: LiveSessions
    ) {
        self.init(
            path: path, parameters: parameters, query: query, form: form, language: language,
            dependencies: dependencies, sessions: sessions, signIn: nil)
    }

    package init(
        path: String, parameters: [String: String], query: [String: String], form: WebForm, language: Language,
        dependencies: FeatureDependencies, sessions: LiveSessions, signIn: String?
    ) {
        self.signIn = signIn
        self.path = path
        self.parameters = parameters
        self.query = query
        self.form = form
        self.language = language
        self.dependencies = dependencies
        self.sessions = sessions
    }

    /// The address's value for `field` (`?q=…`), or nil.
    public func query(_ field: LiveEvent) -> String? {
        query[field.name]
    }

    /// The id a `RecordPath` page names (its `:id`).
    public var recordID: String { parameter("id") }

    /// The id a `RecordPath` page names, as the record's own id type (one that is not
    /// such an id is no such page).
    public func recordID<ID>(_ path: RecordPath<ID>) throws -> ID {
        guard let id = ID(recordID) else { throw WebFailure.notFound }
        return id
    }

    public func parameter(_ name: String) -> String {
        parameters[name] ?? ""
    }

    /// `message` in the page's language.
    public func text(_ message: Message) -> String {
        message.text(language)
    }

    /// The forms this server has been sent: `once(form.value(.token))` acts on each once.
    public var submittedForms: SubmittedForms { sessions.submittedForms }

    /// This page's address with the query value `name` set to `value` (nil: removed), the
    /// rest of its query kept but `others`: for links that do what a live tap does (a
    /// filter, the next page).
    public func address(setting name: String, to value: String?, removing others: [String] = []) -> String {
        var query = query
        query[name] = value
        for other in others { query[other] = nil }
        return Self.address(path, query)
    }

    /// This page's address, its query included: where an action form returns to, so a
    /// search's results are still there after a tap without JavaScript.
    public var pageAddress: String { Self.address(path, query) }

    private static func address(_ path: String, _ query: [String: String]) -> String {
        guard !query.isEmpty else { return path }
        // ASCII only: the address also goes back as a redirect's Location, which is ASCII.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let pairs = query.sorted { $0.key < $1.key }.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }
        return path + "?" + pairs.joined(separator: "&")
    }

    /// What this server's pages deleted lately, for Undo.
    public var recentlyDeleted: RecentlyDeleted { sessions.recentlyDeleted }

    /// Opens a live screen for this page: the page's script connects to it.
    public func openSession() -> LiveSession {
        sessions.open(language: language, signIn: signIn)
    }
}
