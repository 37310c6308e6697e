import Core

/// Why `mosaic backup` or `mosaic restore` refused.
public enum BackupError: Error, Sendable, Equatable {
    /// The backup folder exists and holds something (never written over).
    case targetNotEmpty(String)
    /// The folder the backup goes in does not exist.
    case missingFolder(String)
    /// The folder is not a Mosaic backup (no `mosaic.sqlite`).
    case notABackup(String)
    /// The written copy did not read back the same.
    case verificationFailed(String)
    /// The backup's database is empty (0 bytes, or no Mosaic tables).
    case emptyDatabase(String)
    /// The backup's database holds other record counts than its manifest says.
    case recordsChanged(String)
    /// Photos the manifest lists are missing from the backup or have other bytes.
    case photosDiffer(String, missing: [String], changed: [String])
    /// The manifest (`backup.json`) cannot be read.
    case unreadableManifest(String)
}

extension BackupError: UserErrorConvertible {
    public var userError: UserError {
        switch self {
        case .targetNotEmpty(let path):
            UserError(
                Message(
                    en: "\(path) already exists and is not an empty folder. Back up into a new folder.",
                    ko: "\(path) 이(가) 이미 있고 빈 폴더가 아닙니다. 새 폴더에 백업하세요."), category: .invalidInput)
        case .missingFolder(let path):
            UserError(Message(en: "The folder \(path) does not exist.", ko: "\(path) 폴더가 없습니다."), category: .notFound)
        case .notABackup(let path):
            UserError(
                Message(
                    en: "\(path) is not a Mosaic backup (it has no \(SQLiteStorage.databaseFileName)).",
                    ko: "\(path) 은(는) 모자이크 백업이 아닙니다 (\(SQLiteStorage.databaseFileName) 이(가) 없습니다)."),
                category: .notFound)
        case .verificationFailed(let path):
            UserError(
                Message(
                    en:
                        "The backup in \(path) did not read back the same; nothing was kept. Check the disk and try again.",
                    ko: "\(path) 의 백업을 다시 읽어 보니 달랐습니다. 아무것도 남기지 않았어요. 디스크를 확인하고 다시 해 보세요."),
                category: .io)
        case .emptyDatabase(let path):
            UserError(
                Message(
                    en: "\(path) is an empty database (no Mosaic records or tables); nothing was restored.",
                    ko: "\(path) 은(는) 빈 데이터베이스입니다 (모자이크 기록도 테이블도 없어요). 아무것도 복원하지 않았습니다."),
                category: .io)
        case .recordsChanged(let path):
            UserError(
                Message(
                    en: "The database in \(path) holds other records than when it was backed up; nothing was restored.",
                    ko: "\(path) 의 데이터베이스가 백업했을 때와 다른 기록을 담고 있어요. 아무것도 복원하지 않았습니다."),
                category: .io)
        case .photosDiffer(let path, let missing, let changed):
            UserError(
                Message(
                    en:
                        "The backup in \(path) lacks \(missing.count) photo(s) and has \(changed.count) changed since it was made; nothing was restored.",
                    ko: "\(path) 의 백업에 사진 \(missing.count)장이 없고 \(changed.count)장이 백업 후 바뀌었어요. 아무것도 복원하지 않았습니다."),
                category: .io,
                details: missing.map { Message(en: "missing: \($0)", ko: "없음: \($0)") }
                    + changed.map { Message(en: "changed: \($0)", ko: "바뀜: \($0)") })
        case .unreadableManifest(let path):
            UserError(
                Message(
                    en: "\(path) cannot be read as a backup's manifest; nothing was restored.",
                    ko: "\(path) 을(를) 백업 목록으로 읽을 수 없어요. 아무것도 복원하지 않았습니다."),
                category: .io)
        }
    }
}
