import ArgumentParser
import Console
import Foundation

/// `--output FILE`: where a command's file goes (an export); none or `-` is stdout, as for
/// every command that writes a file (#31).
public struct OutputFile: ParsableArguments, Sendable {
    @Option(
        parsing: .unconditional,
        help: .init(en: "Write to this file instead of stdout (- is stdout).", ko: "표준 출력 대신 이 파일에 씁니다(-는 표준 출력)."),
        completion: .file())
    var output: String?

    public init() {}

    /// Writes `data` to the file and returns its path; nil when it goes to stdout
    /// (`verbatim(data)` is then the command's output).
    public func write(_ data: Data, in context: CommandContext) throws -> String? {
        guard let output, output != "-" else { return nil }
        try context.exports.write(data, to: output)
        return output
    }

    /// `data` as the command's output on stdout.
    public static func verbatim(_ data: Data) -> CommandOutput {
        .verbatim(String(decoding: data, as: UTF8.self))
    }
}
