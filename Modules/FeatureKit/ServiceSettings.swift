import Core
import Foundation

/// The settings a person gives in the environment for the outside services, decoded once
/// by the composition root. A bad value is kept as its error and reported only by the
/// feature that uses it, so a wrong `MOSAIC_ITUNES_URL` never stops the perfume journal.
public struct ServiceSettings: Sendable {
    /// `UNSPLASH_ACCESS_KEY`, nil when unset or blank.
    public var unsplashAccessKey: String?
    /// `MOSAIC_UNSPLASH_URL`: nil for the real API.
    public var unsplashBaseURL: Result<URL?, UserError>
    /// `MOSAIC_ITUNES_URL`: nil for the real API.
    public var itunesBaseURL: Result<URL?, UserError>

    public init(unsplashAccessKey: String? = nil, unsplashBaseURL: Result<URL?, UserError> = .success(nil),
                itunesBaseURL: Result<URL?, UserError> = .success(nil)) {
        self.unsplashAccessKey = unsplashAccessKey
        self.unsplashBaseURL = unsplashBaseURL
        self.itunesBaseURL = itunesBaseURL
    }

    /// The settings in `environment` (`UNSPLASH_ACCESS_KEY`, `MOSAIC_UNSPLASH_URL`, `MOSAIC_ITUNES_URL`).
    public init(environment: [String: String]) {
        let key = environment["UNSPLASH_ACCESS_KEY"]?.trimmingWhitespace ?? ""
        self.init(unsplashAccessKey: key.isEmpty ? nil : key,
                  unsplashBaseURL: Result { () throws(UserError) in try HTTPSettings.baseURL("MOSAIC_UNSPLASH_URL", in: environment) },
                  itunesBaseURL: Result { () throws(UserError) in try HTTPSettings.baseURL("MOSAIC_ITUNES_URL", in: environment) })
    }
}
