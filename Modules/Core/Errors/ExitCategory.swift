/// What kind of failure an error is, which fixes the process exit code
/// (the BSD `sysexits.h` values; README.md, "Exit codes", lists them).
public enum ExitCategory: Int32, Sendable, CaseIterable {
    /// 64: the command line itself is wrong.
    case usage = 64
    /// 65: the input data is invalid.
    case invalidInput = 65
    /// 66: the thing asked for does not exist.
    case notFound = 66
    /// 69: a service (network API) is unavailable or misbehaving.
    case unavailable = 69
    /// 74: reading or writing local storage failed.
    case io = 74
    /// 77: missing credentials or permission.
    case permission = 77
    /// 130: the person pressed Ctrl-C (what a shell reports for SIGINT).
    case interrupted = 130
    /// 1: anything else.
    case other = 1

    public var exitCode: Int32 { rawValue }
}
