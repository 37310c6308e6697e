import Foundation

/// Why the stand-ins' server could not start.
public enum StubServerError: Error, CustomStringConvertible {
    /// A socket call failed: what was being done and `errno`.
    case socket(String, Int32)

    public var description: String {
        switch self {
        case .socket(let step, let code): "\(step): \(String(cString: strerror(code)))"
        }
    }
}
