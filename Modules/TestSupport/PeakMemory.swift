import Foundation

/// How far this process's resident memory peaked above what it held when this was made:
/// the kernel's high-water mark (`VmHWM`), reset first. Nil where `/proc` refuses the reset.
public struct PeakMemory {
    private let baseline: Int?

    public init() {
        // Writing 5 to clear_refs resets the peak to the current size (Linux 4.0 and later).
        let reset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        baseline = reset ? Self.kilobytes("VmRSS") : nil
    }

    /// Bytes the peak rose above the baseline.
    public var growth: Int? {
        guard let baseline, let high = Self.kilobytes("VmHWM") else { return nil }
        return max(0, high - baseline) * 1024
    }

    /// A `/proc/self/status` field given in kB.
    private static func kilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return Int(line.dropFirst(field.count + 1).filter(\.isNumber))
    }
}
