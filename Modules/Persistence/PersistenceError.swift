import Core

/// Storage failures, each with a message the user can act on.
public enum PersistenceError: Error, Sendable, Equatable {
    /// A blob key that is not in the safe alphabet (path traversal, absolute, empty).
    case invalidBlobKey(String)
    /// A record type was used that the store was not opened with (a programming error).
    case unregisteredCollection(String)
    /// The database file is damaged or is not a database.
    case corruptDatabase(path: String)
    /// The data directory (or a file in it) cannot be written.
    case readOnly(path: String)
    /// The data directory path names a file, not a folder.
    case notADirectory(path: String)
    /// The database file is empty (0 bytes) although the data dir holds stored files: data
    /// was lost, and a new empty store must not be created over the evidence.
    case emptyDatabase(path: String, files: Int)
    /// Any other failure to read or write storage.
    case io(path: String, reason: String)
    /// A stored record no longer decodes as its type.
    case undecodable(collection: String, id: String, reason: String)
    /// The database was written by a newer Mosaic.
    case newerSchema(found: Int, supported: Int)
    /// A query or schema named something that is not a plain field or collection name.
    case invalidQuery(String)
    /// Search text longer than the store accepts.
    case searchTooLong(limit: Int)
    /// The database server cannot be reached (down, wrong host or port, no TLS when required).
    case serverUnavailable(server: String, reason: String)
    /// The server refused the sign-in (wrong password, unknown user, not allowed).
    case signInRefused(server: String, reason: String)
    /// The server has no such database.
    case databaseMissing(server: String, database: String)
    /// The database holds another program's tables and no Mosaic schema: nothing is written there.
    case foreignDatabase(server: String, tables: [String])
    /// An edit began from a version of the record that was changed (or removed) since.
    case conflict(collection: String, id: String, changes: [RecordChanges.Change])
    /// A record's text holds U+0000, which PostgreSQL cannot store: refused on every engine.
    case nulCharacter
    /// A record cannot be kept from its own writer (`save(_:hiddenFromOwnerOf:id:)`).
    case ownRecord
}

extension PersistenceError: UserErrorConvertible {
    public var userError: UserError {
        switch self {
        case .invalidBlobKey(let key):
            UserError(
                Message(
                    en: "'\(key)' is not a valid file key (letters, digits, '.', '_', '-' only).",
                    ko: "'\(key)' 은(는) 올바른 파일 키가 아닙니다 (영문, 숫자, '.', '_', '-' 만 가능)."
                ), category: .invalidInput)
        case .unregisteredCollection(let name):
            UserError(
                Message(
                    en: "Internal error: the record collection '\(name)' was not registered.",
                    ko: "내부 오류: 레코드 컬렉션 '\(name)' 이(가) 등록되지 않았습니다."
                ), category: .other)
        case .corruptDatabase(let path):
            UserError(
                Message(
                    en:
                        "The database \(path) is damaged or is not a Mosaic database. It was left untouched; move it aside or restore a backup, and run `mosaic doctor`.",
                    ko:
                        "데이터베이스 \(path) 이(가) 손상되었거나 Mosaic 데이터베이스가 아닙니다. 파일은 그대로 두었습니다. 다른 곳으로 옮기거나 백업을 복원한 뒤 `mosaic doctor` 를 실행하세요."
                ), category: .io)
        case .readOnly(let path):
            UserError(
                Message(
                    en: "Cannot write to \(path): it is read-only. Choose another --data-dir or fix its permissions.",
                    ko: "\(path) 에 쓸 수 없습니다: 읽기 전용입니다. 다른 --data-dir 를 지정하거나 권한을 고치세요."
                ), category: .io)
        case .notADirectory(let path):
            UserError(
                Message(
                    en: "The data directory \(path) is a file, not a folder. Choose another --data-dir.",
                    ko: "데이터 폴더 \(path) 이(가) 폴더가 아니라 파일입니다. 다른 --data-dir 를 지정하세요."
                ), category: .io)
        // In words, never a table name or a record id: the person knows which one they were editing.
        case .conflict(_, _, let changes) where changes.isEmpty:
            UserError(
                Message(
                    en:
                        "It was deleted elsewhere after you opened it, so nothing was saved. What you typed can be saved as a new one.",
                    ko: "연 뒤에 다른 곳에서 삭제되어 저장하지 않았어요. 입력한 내용은 새로 저장할 수 있어요."
                ), category: .notFound)
        case .conflict(_, _, let changes):
            UserError(
                Message(
                    en:
                        "It was changed elsewhere after you opened it, so nothing was saved. Open it again to see the change and edit that.",
                    ko: "연 뒤에 다른 곳에서 바뀌어 저장하지 않았어요. 다시 열어 바뀐 내용을 보고 고치세요."
                ), category: .invalidInput,
                details: changes.map { change in
                    let line = "\(change.field): \(change.before) → \(change.after)"
                    return Message(en: line, ko: line)
                })
        case .nulCharacter:
            UserError(
                Message(
                    en: "Text cannot hold the NUL character (U+0000); nothing was saved. Remove it and try again.",
                    ko: "글에 NUL 문자(U+0000)를 넣을 수 없어 아무것도 저장하지 않았어요. 지우고 다시 해 보세요."),
                category: .invalidInput)
        case .ownRecord:
            UserError(
                Message(
                    en: "That is your own: it cannot be kept from you.", ko: "내 것이라 나에게서 숨길 수 없어요."),
                category: .invalidInput)
        case .searchTooLong(let limit):
            UserError(
                Message(
                    en: "Search text can be at most \(limit) characters.",
                    ko: "검색어는 \(limit)자까지 쓸 수 있어요."), category: .invalidInput)
        case .emptyDatabase(let path, let files):
            UserError(
                Message(
                    en:
                        "The database \(path) is empty (0 bytes), yet the data dir holds \(files.counted("stored file")): its records were lost. Nothing was changed; restore the database from a backup, or move the data dir aside to start afresh.",
                    ko:
                        "데이터베이스 \(path) 이(가) 비어 있는데(0 바이트) 데이터 폴더에는 저장된 파일이 \(files)개 있습니다. 레코드가 사라졌습니다. 아무것도 바꾸지 않았습니다. 백업에서 데이터베이스를 복원하거나, 새로 시작하려면 데이터 폴더를 다른 곳으로 옮기세요."
                ), category: .io)
        case .io(let path, let reason):
            UserError(
                Message(
                    en: "Storage error at \(path): \(reason)",
                    ko: "저장소 오류 (\(path)): \(reason)"
                ), category: .io)
        case .undecodable(let collection, let id, let reason):
            UserError(
                Message(
                    en: "The stored \(collection) record \(id) cannot be read: \(reason)",
                    ko: "저장된 \(collection) 레코드 \(id) 을(를) 읽을 수 없습니다: \(reason)"
                ), category: .io)
        case .newerSchema(let found, let supported):
            UserError(
                Message(
                    en:
                        "The database was written by a newer Mosaic (schema \(found), this version knows \(supported)). Update Mosaic.",
                    ko: "데이터베이스가 더 새로운 Mosaic 으로 만들어졌습니다 (스키마 \(found), 이 버전은 \(supported)). Mosaic 을 업데이트하세요."
                ), category: .io)
        case .serverUnavailable(let server, let reason):
            UserError(
                Message(
                    en: "Cannot reach the database server \(server): \(reason). Is PostgreSQL running there?",
                    ko: "데이터베이스 서버 \(server) 에 연결할 수 없습니다: \(reason). PostgreSQL 이 실행 중인지 확인하세요."
                ), category: .unavailable)
        case .signInRefused(let server, let reason):
            UserError(
                Message(
                    en:
                        "The database server \(server) refused the sign-in: \(reason). Check the user and the password (in the URL, PGPASSWORD or ~/.pgpass).",
                    ko: "데이터베이스 서버 \(server) 가 로그인을 거부했습니다: \(reason). 사용자와 비밀번호(URL, PGPASSWORD, ~/.pgpass)를 확인하세요."
                ), category: .permission)
        case .databaseMissing(let server, let database):
            UserError(
                Message(
                    en: "The server \(server) has no database \(database). Create it first: createdb \(database)",
                    ko: "서버 \(server) 에 데이터베이스 \(database) 이(가) 없습니다. 먼저 만드세요: createdb \(database)"
                ), category: .io)
        case .foreignDatabase(let server, let tables):
            UserError(
                Message(
                    en:
                        "The database \(server) belongs to another program (it holds \(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : "")). Nothing was written; give Mosaic an empty database of its own.",
                    ko:
                        "데이터베이스 \(server) 는 다른 프로그램의 것입니다 (\(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : "") 이(가) 있습니다). 아무것도 쓰지 않았습니다. Mosaic 전용의 빈 데이터베이스를 지정하세요."
                ), category: .io)
        case .invalidQuery(let what):
            UserError(
                Message(
                    en: "Internal error: invalid \(what) in a storage query.",
                    ko: "내부 오류: 저장소 질의의 \(what) 이(가) 올바르지 않습니다."
                ), category: .other)
        }
    }
}
