import Core
import FeatureContract
import PageKit
import Perfume

/// A wished strip's gift, on its page: to the other members "선물할게요" (or who will give it,
/// and the claimer's "선물 취소"), to the wisher "받았어요" and, once received, who gave it. A
/// claim is kept from the wisher by the store, so their page has nothing of it to show.
/// Plain forms: each posts and returns to the strip, with or without JavaScript.
struct PerfumeGiftSection {
    /// The household's claims, as the member who reads sees them.
    let claims: Provided<GiftClaims>

    /// The section for `entry`; `mine` when the reader keeps the strip.
    func html(_ entry: PerfumeEntry, mine: Bool, _ request: WebRequest) async throws -> HTML {
        let claim = try await claims().claim(of: entry.id)
        // Who claimed it: a member's name, or nil for the reader's own claim.
        var giver: String?
        if let claim { giver = await request.dependencies.sharing.marks(for: [claim])[claim.storageID]?.owner }
        let back = PerfumeRoutes.entry(entry.id)
        func button(_ path: String, _ label: Message) -> HTML {
            ActionForm.html(action: path, back: back, "<button type=\"submit\">\(request.text(label))</button>")
        }
        var parts: [HTML] = []
        switch (entry.wished, claim) {
        case (false, .some):
            parts.append("<p class=\"gift-note\">\(request.text(PerfumeMessages.givenBy(giver)))</p>")
        case (true, _) where mine:
            parts.append(button(PerfumeRoutes.received(entry.id), PerfumeMessages.received))
        case (true, nil):
            parts.append(button(PerfumeRoutes.claim(entry.id), PerfumeMessages.claim))
        case (true, .some):
            parts.append("<p class=\"gift-note\">\(request.text(PerfumeMessages.claimedBy(giver)))</p>")
            if giver == nil { parts.append(button(PerfumeRoutes.unclaim(entry.id), PerfumeMessages.unclaim)) }
        case (false, nil):
            break
        }
        return parts.isEmpty ? .empty : "<div class=\"gift\">\(HTML(joining: parts))</div>"
    }

    /// POST: "선물할게요".
    @Sendable func claim(_ request: WebRequest) async throws -> WebResponse {
        let id = try request.recordID(PerfumeRoutes.entry)
        try await claims().claim(id)
        return .redirect(request.returnPath(or: PerfumeRoutes.entry(id)))
    }

    /// POST: "선물 취소".
    @Sendable func unclaim(_ request: WebRequest) async throws -> WebResponse {
        let id = try request.recordID(PerfumeRoutes.entry)
        try await claims().unclaim(id)
        return .redirect(request.returnPath(or: PerfumeRoutes.entry(id)))
    }

    /// POST: the wisher's "받았어요".
    @Sendable func received(_ request: WebRequest) async throws -> WebResponse {
        let id = try request.recordID(PerfumeRoutes.entry)
        _ = try await claims().received(id)
        return .redirect(request.returnPath(or: PerfumeRoutes.entry(id)))
    }
}
