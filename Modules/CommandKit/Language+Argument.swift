import ArgumentParser
import Core

/// `--lang en|ko`, also `english`, `korean`, `한국어` and locale forms such as `ko_KR.UTF-8`.
extension Language: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(code: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
