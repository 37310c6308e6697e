/// The server's size limits.
public enum WebLimits {
    /// The largest photo a page accepts: 20 MB, counted in bytes received.
    public static let uploadBytes = 20 * 1024 * 1024
    /// The largest request body: one photo and the form around it.
    package static let bodyBytes = uploadBytes + 256 * 1024
    /// The most parts a multipart form may have (Mosaic's largest form has about 20).
    package static let formParts = 200
    /// The most live screens open at once; opening one more closes one (never-connected
    /// pages first, see `LiveSessions`).
    public static let sessions = 256
    /// The most pages kept that never connected (a prefetch, curl, a visit without
    /// JavaScript, a load test): opening one more closes the oldest of them, so requests
    /// that never come back do not fill the server's memory with screens (~140 KB each).
    public static let waitingSessions = 64
    /// How long a page whose event stream dropped keeps its screen for coming back (a
    /// phone that suspended the tab, a network change).
    public static let resumeWithin: Duration = .seconds(600)
    /// How long a page waits for its view-model's first value before it is served
    /// without it (later values are pushed).
    public static let firstRender: Duration = .seconds(3)
}
