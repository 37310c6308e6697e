import ArgumentParser
import Core
import Persistence

/// Options every Mosaic command takes, before or after the subcommand name.
public struct GlobalOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("data-dir"),
        help: .init(
            en: "Where data lives (default: $MOSAIC_HOME, $XDG_DATA_HOME/mosaic, ~/.local/share/mosaic).",
            ko: "데이터를 두는 곳(기본값: $MOSAIC_HOME, $XDG_DATA_HOME/mosaic, ~/.local/share/mosaic)."),
        completion: .directory)
    public var dataDirectory: String?

    @Option(
        name: .customLong("storage"),
        help: .init(
            en: """
                Storage engine: sqlite (the default, in the data dir), postgres (the database --database-url or \
                $MOSAIC_DATABASE_URL names, the default when one is set) or memory (a throwaway in-memory database).
                """,
            ko: """
                저장소 엔진: sqlite(기본값, 데이터 폴더 안), postgres(--database-url이나 \
                $MOSAIC_DATABASE_URL이 가리키는 데이터베이스, 이 값이 있으면 기본값) 또는 memory(버리는 메모리 \
                데이터베이스).
                """))
    public var store: StoreKind?

    @Option(
        name: .customLong("database-url"),
        help: .init(
            en: """
                The PostgreSQL database: postgres://user@host:5432/database (default: $MOSAIC_DATABASE_URL, else the PG… \
                variables). The password comes from the URL, $PGPASSWORD or ~/.pgpass; ?sslmode=require turns TLS on.
                """,
            ko: """
                PostgreSQL 데이터베이스: postgres://user@host:5432/database(기본값: \
                $MOSAIC_DATABASE_URL, 없으면 PG… 변수). 비밀번호는 URL, $PGPASSWORD, ~/.pgpass에서 \
                읽습니다; ?sslmode=require면 TLS를 씁니다.
                """))
    public var databaseURL: String?

    @Option(
        name: .customLong("as"),
        help: .init(
            en: """
                The household member who acts (default: $MOSAIC_MEMBER, else the first admin). The command line \
                holds the database: this says whose the records are, it is not a sign-in.
                """,
            ko: """
                누구로 할지 정하는 가족 구성원(기본값: $MOSAIC_MEMBER, 없으면 첫 관리자). 명령줄은 데이터베이스를 \
                직접 다루므로, 이것은 누구의 기록인지를 정할 뿐 로그인이 아닙니다.
                """, valueName: "name"))
    public var member: String?

    @Option(
        help: .init(
            en: """
                Who sees what this command adds, or what you own and edit: me (Only me) or household (every \
                member). Default: household for market listings and the app library, me for the rest.
                """,
            ko: """
                이 명령이 추가하거나, 내가 만든 것을 고칠 때 누가 볼지: me(나만) 또는 household(가족 모두). \
                기본값: 중고거래 글과 앱 보관함은 household, 나머지는 me.
                """))
    public var visibility: Audience?

    @Flag(help: .init(en: "Print data as JSON (stable, for scripts).", ko: "데이터를 JSON으로 출력합니다(안정된 형식, 스크립트용)."))
    public var json = false

    @Option(
        help: .init(
            en: "With JSON, only these fields of each object (id,brand); --json=id,brand says the same.",
            ko: "JSON에서 각 객체의 이 필드만(id,brand); --json=id,brand 와 같습니다."))
    public var fields: String?

    @Option(
        help: .init(
            en: "Language of messages: en or ko (default: from LANG, else en).",
            ko: "메시지 언어: en 또는 ko(기본값: LANG, 없으면 en)."))
    public var lang: Language?

    @Flag(
        name: .customLong("no-pager"),
        help: .init(
            en: "Never page long output (on a terminal it goes through $MOSAIC_PAGER, $PAGER or less).",
            ko: "긴 출력을 페이저로 넘기지 않습니다(터미널에서는 $MOSAIC_PAGER, $PAGER 또는 less로 봅니다)."))
    public var noPager = false

    @Flag(name: .customLong("no-color"), help: .init(en: "Never colour the output.", ko: "출력에 색을 쓰지 않습니다."))
    public var noColor = false

    public init() {}

    public func validate() throws {
        // An empty path would put the database in the current folder.
        if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw usageError(CommandMessages.emptyDataDirectory)
        }
        // An empty name would quietly act as the first admin.
        if let member, member.trimmingCharacters(in: .whitespaces).isEmpty {
            throw usageError(CommandMessages.emptyMember)
        }
    }

    /// The language these options ask for: `--lang`, else the locale of the host's environment.
    public var language: Language {
        Language.resolve(flag: lang, environment: CommandHost.current?.environment ?? [:])
    }

    /// A usage error (exit 64, with the usage line) in that language.
    public func usageError(_ message: Message) -> ValidationError {
        ValidationError(message.text(language))
    }

    /// Throws a usage error naming `option` and its range when `value` lies outside it.
    public func check(_ value: Int, _ range: ClosedRange<Int>, option: String) throws {
        guard range.contains(value) else { throw usageError(CommandMessages.outOfRange(option, range, value)) }
    }

    /// The storage engines.
    public enum StoreKind: String, ExpressibleByArgument, Sendable, CaseIterable {
        case sqlite
        case postgres
        case memory

        /// The values `--storage` takes. ArgumentParser's default reads them through a key
        /// path built at run time, which had the runtime search the binary's conformances
        /// for `StoreKind: RawRepresentable` on every command's parse.
        public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    }

    /// The engine these options choose: `--storage`, else PostgreSQL when a database URL
    /// is given (`--database-url`, `$MOSAIC_DATABASE_URL`), else SQLite.
    public func storeKind(environment: [String: String]) -> StoreKind {
        if let store { return store }
        return databaseURL(environment: environment) == nil ? .sqlite : .postgres
    }

    /// The PostgreSQL URL: `--database-url`, else `$MOSAIC_DATABASE_URL`.
    public func databaseURL(environment: [String: String]) -> String? {
        if let databaseURL, !databaseURL.isEmpty { return databaseURL }
        return environment["MOSAIC_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The names of the options that take a value, for moving them after the subcommand.
    public static let valueOptions: Set<String> = [
        "--data-dir", "--storage", "--database-url", "--lang", "--fields", "--as", "--visibility",
    ]
    /// The names of the flags.
    public static let flags: Set<String> = ["--json", "--no-color", "--no-pager"]
}
