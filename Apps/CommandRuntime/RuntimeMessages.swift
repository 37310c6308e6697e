import Core

/// The command runtime's own messages: what any command line built on it can say.
enum RuntimeMessages {
    static func unreadableLeftOut(_ count: Int) -> Message {
        Message(
            en:
                "\(count) stored record\(count == 1 ? "" : "s") could not be read and \(count == 1 ? "was" : "were") left out. `mosaic doctor` names \(count == 1 ? "it" : "them"); `mosaic doctor --repair` sets \(count == 1 ? "it" : "them") aside.",
            ko: "읽을 수 없는 레코드 \(count)개는 빼고 보여 줬어요. `mosaic doctor` 로 확인하고 `mosaic doctor --repair` 로 따로 옮기세요.")
    }

    static let emptyMosaicHome = Message(
        en: "MOSAIC_HOME is set but empty; set it to a folder, or unset it to use the default.",
        ko: "MOSAIC_HOME 이 비어 있습니다. 폴더를 지정하거나, 기본 폴더를 쓰려면 지우세요.")

    static func serverMissing(_ path: String, _ reason: String) -> Message {
        Message(
            en:
                "This command runs in mosaic-server, which carries the web server and PostgreSQL, and it cannot be started: \(path) (\(reason)). Install it beside mosaic (Tools/build-release builds both; `swift build --product mosaic-server`).",
            ko:
                "이 명령은 웹 서버와 PostgreSQL을 담은 mosaic-server에서 실행되는데, 그것을 시작할 수 없습니다: \(path) (\(reason)). mosaic 옆에 설치하세요(Tools/build-release가 둘 다 만듭니다; `swift build --product mosaic-server`)."
        )
    }

    static func sqliteOnly(_ command: String) -> Message {
        Message(
            en:
                "`mosaic \(command)` works on a SQLite data dir. For PostgreSQL use pg_dump, or copy everything into a data dir with `mosaic storage copy --to DIR`.",
            ko:
                "`mosaic \(command)` 는 SQLite 데이터 폴더에서만 됩니다. PostgreSQL 은 pg_dump 를 쓰거나 `mosaic storage copy --to 폴더` 로 데이터 폴더에 모두 복사하세요."
        )
    }
}
