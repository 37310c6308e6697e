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
        }
    }
}
