import Core
import FeatureContract
import PageKit
import Persistence
import SiteServer

/// A feature for the kit's tests: a page that shows a value, a form that echoes what it
/// got, and a live screen that renders each typed text.
enum EchoPlugin: WebPlugin {
    /// The echo feature's declaration.
    enum Echo: Feature {
        static let name = "echo"
        static let title = Message(en: "Echo <b>", ko: "에코 <b>")
        static let summary = Message(en: "Says what it gets", ko: "받은 대로 말합니다")
        static let recordTypes: [any Record.Type] = [EchoPhoto.self]
    }

    static let feature: any Feature.Type = Echo.self

    static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        routes.get(RecordPath<String>("/echo/:id")) { request in
            .page(
                title: request.recordID,
                body: "<p id=\"value\">\(request.recordID)</p><p>\(request.query["q"] ?? "")</p>")
        }
        routes.post(WebPath("/echo")) { request in
            let file =
                request.form.file(LiveEvent("photo")).map { "\($0.filename): \($0.data.count) bytes" } ?? "no file"
            return .fragment("<p>\(request.form[LiveEvent("text")])</p><p>\(file)</p>")
        }
        routes.get(WebPath("/echo-live")) { request in
            let session = request.openSession()
            session.render(session.events(LiveEvent("text")), into: LiveTarget("echo")) { "<b>\($0)</b>" }
            return .page(title: "live", body: "<div id=\"echo\"></div>", session: session)
        }
        routes.get(WebPath("/fails")) { _ in
            throw UserError(Message(en: "Bad <input>", ko: "잘못됨"), category: .invalidInput)
        }
        routes.get(WebPath("/missing")) { _ in
            throw UserError(Message(en: "No record '3f2a-id'", ko: "없음"), category: .notFound)
        }
    }
}
