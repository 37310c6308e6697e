import Core
import Persistence
import PersistenceSQLite
import StoreMaintenance

/// What the app's own commands (`doctor`, `tour`, `features`) say.
enum AppMessages {
    static let unreadableKept = Message(
        en: "Some records cannot be read; files are kept until they can (a newer build may read them).",
        ko: "읽을 수 없는 레코드가 있어요. 읽을 수 있을 때까지 파일은 지우지 않아요 (새 빌드가 읽을 수 있을지도 몰라요).")
    static let emptyStoreKeepsFiles = Message(
        en:
            "The store holds no records but there are files: it may have been re-created over lost data, so repair keeps them.",
        ko: "레코드는 하나도 없는데 파일이 있어요. 데이터를 잃은 뒤 새로 만들어진 저장소일 수 있어서 복구는 파일을 지우지 않아요.")

    static let healthy = Message(en: "Everything is in order.", ko: "모두 정상입니다.")
    static let problemsRemain = Message(
        en: "Problems remain that the repair does not fix (see above).",
        ko: "복구로 고치지 못하는 문제가 남아 있습니다(위를 보세요).")
    static let damaged = Message(
        en: "The database failed its integrity check. Restore a backup: mosaic restore FILE.",
        ko: "데이터베이스가 무결성 검사를 통과하지 못했습니다. 백업을 복원하세요: mosaic restore FILE.")
    static let problemsFound = Message(
        en: "Problems found. Run `mosaic doctor --repair` to fix them.",
        ko: "문제가 있습니다. `mosaic doctor --repair` 로 고치세요.")
    /// Said by `serve` (its first lines) and by `doctor` when libvips cannot be loaded.
    static let noThumbnailer = Message(
        en:
            "libvips is not installed, so no thumbnails or display copies are made: every page sends photos whole (about 10 MB each on a phone). Install it: apt install libvips42.",
        ko:
            "libvips 가 설치되지 않아 썸네일과 표시용 사본을 만들지 못해요. 모든 페이지가 사진을 원본 그대로(폰에서 장당 약 10 MB) 보내요. 설치하세요: apt install libvips42."
    )
    static let tourFinished = Message(en: "Tour finished.", ko: "둘러보기를 마쳤습니다.")
    static let noFeatures = Message(en: "No feature plugins are registered.", ko: "등록된 기능 플러그인이 없습니다.")

    static func repaired(_ repair: DoctorRepair) -> Message {
        Message(
            en:
                "Repaired: removed \(repair.removedFiles.counted("orphan file")) and \(repair.removedTemporaryFiles.counted("half-written file")), updated \(repair.updatedRecords.counted("record")) and deleted \(repair.deletedRecords), set \(repair.quarantinedRecords.counted("unreadable record")) aside, made \(repair.madeThumbnails.counted("thumbnail")); \(repair.unrepairedRecords) left as they are.",
            ko:
                "복구함: 고아 파일 \(repair.removedFiles)개와 쓰다 만 파일 \(repair.removedTemporaryFiles)개 삭제, 레코드 \(repair.updatedRecords)개 수정, \(repair.deletedRecords)개 삭제, 읽을 수 없는 레코드 \(repair.quarantinedRecords)개는 따로 둠, 썸네일 \(repair.madeThumbnails)개 만듦, \(repair.unrepairedRecords)개는 그대로 둠."
        )
    }

    static func keptRecentFiles(_ count: Int, minutes: Int) -> Message {
        Message(
            en:
                "Kept \(count.counted("recent file")): another mosaic may still be writing them. Repair removes them once they are \(minutes) minutes old (a minute for half-written ones).",
            ko: "최근 파일 \(count)개는 그대로 뒀어요. 다른 mosaic 이 아직 쓰는 중일 수 있어요. \(minutes)분이 지나면 복구가 지워요 (쓰다 만 파일은 1분)."
        )
    }

    static let copiedWithoutWAL = Message(
        en:
            "Photos without records: was the database copied without its -wal file? Copy mosaic.sqlite-wal too, or restore a backup (`mosaic backup`), before repairing.",
        ko: "레코드 없는 사진이 있어요. 데이터베이스를 -wal 파일 없이 복사했나요? mosaic.sqlite-wal 도 함께 복사하거나 백업(`mosaic backup`)을 복원한 뒤에 복구하세요.")

    static func backedUp(_ summary: StoreBackup.Summary, path: String) -> Message {
        let records = summary.records.values.reduce(0, +)
        let meanwhile = summary.deletedMeanwhile
        let deleted =
            meanwhile == 0
            ? (en: "", ko: "")
            : (
                en: " \(counted(meanwhile, "photo")) deleted by another command while it copied are not in it.",
                ko: " 복사하는 동안 다른 명령이 지운 사진 \(meanwhile)장은 들어 있지 않아요."
            )
        return Message(
            en:
                "Backed up \(counted(records, "record")) and \(counted(summary.files, "photo")) (\(counted(summary.bytes, "byte"))) into \(path), checked.\(deleted.en)",
            ko: "레코드 \(records)개와 사진 \(summary.files)장(\(summary.bytes)바이트)을 \(path) 에 백업하고 확인했습니다.\(deleted.ko)")
    }

    static let emptyBackupFolder = Message(
        en: "backup needs a folder; it cannot be empty.", ko: "backup 에는 폴더가 필요합니다. 비워 둘 수 없습니다.")

    static func backupInsideDataDir(_ path: String) -> Message {
        Message(
            en: "\(path) is inside the data dir; back up into a folder outside it.",
            ko: "\(path) 은(는) 데이터 폴더 안에 있어요. 데이터 폴더 밖의 폴더에 백업하세요.")
    }

    static func restoreOntoItself(_ path: String) -> Message {
        Message(
            en: "\(path) is the data dir itself: a backup is restored into another data dir (--data-dir).",
            ko: "\(path) 은(는) 데이터 폴더 자체예요. 백업은 다른 데이터 폴더(--data-dir)로 복원해요.")
    }

    static func restoreQuestion(_ records: Int) -> Message {
        Message(
            en: "Replace the \(records) records and the photos in this data dir with the backup's?",
            ko: "이 데이터 폴더의 레코드 \(records)개와 사진을 백업의 것으로 바꿀까요?")
    }

    /// "1 record", "2 records".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count.grouped) \(noun)\(count == 1 ? "" : "s")"
    }

    static let nothingRestored = Message(en: "Nothing was restored.", ko: "아무것도 복원하지 않았습니다.")

    static func restored(_ summary: StoreBackup.Summary, path: String) -> Message {
        let records = summary.records.values.reduce(0, +)
        return Message(
            en: "Restored \(counted(records, "record")) and \(counted(summary.files, "photo")) from \(path).",
            ko: "\(path) 에서 레코드 \(records)개와 사진 \(summary.files)장을 복원했습니다.")
    }

    static func tourKept(_ path: String) -> Message {
        Message(en: "Kept the tour's data in \(path).", ko: "둘러보기 데이터를 \(path) 에 남겼습니다.")
    }

    static let passwordSet = Message(
        en: "Password set. Every sign-in has ended; the web pages ask for the new password.",
        ko: "비밀번호를 정했습니다. 모든 로그인이 끝났고, 웹 페이지는 새 비밀번호를 묻습니다.")
    static let passwordRemoved = Message(
        en: "Password removed. Every sign-in has ended; only a server on 127.0.0.1 opens without one.",
        ko: "비밀번호를 지웠습니다. 모든 로그인이 끝났고, 127.0.0.1의 서버만 비밀번호 없이 열립니다.")
    static let noPasswordToRemove = Message(en: "No password is set.", ko: "정해진 비밀번호가 없습니다.")
    static func memberAdded(_ name: String, admin: Bool) -> Message {
        admin
            ? Message(en: "Added \(name), an admin.", ko: "관리자 \(name)을(를) 추가했습니다.")
            : Message(en: "Added \(name).", ko: "\(name)을(를) 추가했습니다.")
    }
    static func memberRenamed(_ old: String, _ new: String) -> Message {
        Message(en: "Renamed \(old) to \(new).", ko: "\(old)의 이름을 \(new)(으)로 바꿨습니다.")
    }
    static func memberPasswordSet(_ name: String) -> Message {
        Message(en: "Set \(name)'s password.", ko: "\(name)의 비밀번호를 정했습니다.")
    }
    static func invited(_ name: String, path: String) -> Message {
        Message(
            en:
                "Invited \(name). Send them this link on your server's address (http://HOST:PORT\(path)); it works once, for 7 days.",
            ko: "\(name)을(를) 초대했습니다. 서버 주소에 이 경로를 붙여 보내세요(http://HOST:PORT\(path)). 7일 동안 한 번 쓸 수 있습니다.")
    }
    static func memberDisabled(_ name: String, disabled: Bool) -> Message {
        disabled
            ? Message(
                en: "\(name) can no longer sign in; their sign-ins have ended.",
                ko: "\(name)은(는) 이제 로그인할 수 없고, 로그인이 끝났습니다.")
            : Message(en: "\(name) can sign in again.", ko: "\(name)은(는) 다시 로그인할 수 있습니다.")
    }
    static func memberRemoved(_ name: String, records: Int, to other: String?) -> Message {
        if let other {
            return Message(
                en: "Removed \(name); \(records) record(s) they kept are \(other)'s now.",
                ko: "\(name)을(를) 뺐습니다. 가지고 있던 기록 \(records)개는 이제 \(other)의 것입니다.")
        }
        return Message(
            en: "Removed \(name) and the \(records) record(s) they kept, with their photos.",
            ko: "\(name)과(와) 가지고 있던 기록 \(records)개를 사진과 함께 지웠습니다.")
    }
    static func recordsReassigned(_ records: Int, from: String, to: String) -> Message {
        Message(
            en: "\(records) record(s) of \(from)'s are \(to)'s now.",
            ko: "\(from)의 기록 \(records)개가 이제 \(to)의 것입니다.")
    }
    static func memberExported(_ name: String, records: Int, files: Int, to file: String) -> Message {
        Message(
            en: "Wrote \(name)'s \(records) record(s) and \(files) photo(s) to \(file).",
            ko: "\(name)의 기록 \(records)개와 사진 \(files)장을 \(file)에 썼습니다.")
    }
    static func memberImported(_ records: Int, files: Int, as name: String) -> Message {
        Message(
            en: "Imported \(records) record(s) and \(files) photo(s) as \(name)'s.",
            ko: "기록 \(records)개와 사진 \(files)장을 \(name)의 것으로 가져왔습니다.")
    }
    static let removeNeedsChoice = Message(
        en: "Say what becomes of what they kept: --reassign-to OTHER (it is OTHER's now) or --delete-data.",
        ko: "가지고 있던 기록을 어떻게 할지 정하세요: --reassign-to 다른이름(그 사람의 것으로) 또는 --delete-data.")
    static let reassignToSelf = Message(
        en: "A member's records cannot be reassigned to the same member.", ko: "같은 구성원에게 기록을 넘길 수는 없습니다.")
    static let noMembers = Message(
        en: "No members yet. `mosaic members add NAME` adds the first, who is the admin.",
        ko: "아직 구성원이 없습니다. `mosaic members add NAME` 으로 첫 구성원(관리자)을 추가하세요.")
    static let adminRole = Message(en: "admin", ko: "관리자")
    static let memberRole = Message(en: "member", ko: "구성원")
    static let passwordIsSet = Message(en: "set", ko: "있음")
    static let noPassword = Message(en: "none", ko: "없음")
    static let disabled = Message(en: "disabled", ko: "막힘")
    static let newPassword = Message(en: "New password", ko: "새 비밀번호")
    static let newPasswordAgain = Message(en: "The same password again", ko: "같은 비밀번호를 한 번 더")
    static let passwordsDiffer = Message(en: "The two passwords differ. Try again.", ko: "두 비밀번호가 다릅니다. 다시 입력해 주세요.")
    static let passwordOnStdin = Message(
        en: "Give the password on stdin's first line, e.g.: printf '%s\\n' \"$PASSWORD\" | mosaic serve password set",
        ko: "비밀번호를 stdin의 첫 줄로 주세요. 예: printf '%s\\n' \"$PASSWORD\" | mosaic serve password set")

    static func copyOntoItself(_ location: String) -> Message {
        Message(en: "The copy's target is its source (\(location)).", ko: "복사할 곳이 원본과 같습니다 (\(location)).")
    }

    static let copyNeedsTarget = Message(
        en: "--to needs a postgres:// URL or a folder.",
        ko: "--to 에는 postgres:// URL 이나 폴더가 필요합니다.")

    static func copying(_ step: StoreCopy.Step) -> Message {
        switch step {
        case .photos(let count): Message(en: "Copying \(counted(count, "photo"))…", ko: "사진 \(count)장을 복사하는 중…")
        case .records(let collection, let count):
            Message(
                en: "Copying \(counted(count, "\(collection) record"))…", ko: "\(collection) 레코드 \(count)개를 복사하는 중…")
        case .settings(let count): Message(en: "Copying \(counted(count, "setting"))…", ko: "설정 \(count)개를 복사하는 중…")
        }
    }

    static func copied(_ summary: StoreCopy.Summary, to location: String) -> Message {
        let records = summary.records.values.reduce(0, +)
        return Message(
            en:
                "Copied and checked \(counted(records, "record")), \(counted(summary.photos, "photo")) (\(summary.photoBytes) bytes) and \(counted(summary.settings, "setting")) into \(location).",
            ko:
                "레코드 \(records)개, 사진 \(summary.photos)장 (\(summary.photoBytes) 바이트), 설정 \(summary.settings)개를 \(location) 에 복사하고 확인했습니다."
        )
    }

    static func copyLeftUnreadable(_ count: Int) -> Message {
        Message(
            en: "\(counted(count, "record")) could not be read and stayed behind; `mosaic doctor` names them.",
            ko: "읽을 수 없는 레코드 \(count)개는 복사하지 않았습니다. `mosaic doctor` 로 확인하세요.")
    }

    static func copyMismatch(_ what: [String]) -> Message {
        let listed = what.prefix(5).joined(separator: ", ") + (what.count > 5 ? ", …" : "")
        return Message(
            en: "The copy does not match its source (\(listed)). Run the same command again.",
            ko: "복사본이 원본과 다릅니다 (\(listed)). 같은 명령을 다시 실행하세요.")
    }
}
