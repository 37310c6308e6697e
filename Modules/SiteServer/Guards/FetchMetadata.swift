import Hummingbird

/// A browser's account of where a request came from (`Sec-Fetch-Site`, `-Mode`, `-Dest`),
/// judged by a resource-isolation policy. A request without these headers comes from a
/// program or an old browser and is allowed; the `Host` and `Origin` checks still apply.
struct FetchMetadata {
    enum Verdict: Equatable {
        case allow
        /// A top-level page load that another site started (a link followed from elsewhere).
        case navigationFromElsewhere
        case refuse
    }

    let site: String?
    let mode: String?
    let destination: String?

    init(_ headers: HTTPFields) {
        func value(_ name: String) -> String? {
            headers.first { $0.name.canonicalName == name.lowercased() }?.value.lowercased()
        }
        site = value("Sec-Fetch-Site")
        mode = value("Sec-Fetch-Mode")
        destination = value("Sec-Fetch-Dest")
    }

    func verdict(method: HTTPRequest.Method) -> Verdict {
        guard let site, site != "same-origin", site != "none" else { return .allow }
        if method == .get, mode == "navigate", destination == nil || destination == "document" {
            return .navigationFromElsewhere
        }
        return .refuse
    }
}
