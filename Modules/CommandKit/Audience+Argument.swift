import ArgumentParser
import Persistence

/// `--visibility me|household`.
extension Audience: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
