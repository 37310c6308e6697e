/// The catalogue of messages Core itself produces.
public enum CoreMessages {
    public static func invalidServiceURL(setting: String, value: String) -> Message {
        Message(
            en:
                "\(setting) '\(value)' is not a usable URL: give http:// or https://, a host, and a port 1–65535 if any (e.g. http://127.0.0.1:8080/unsplash).",
            ko:
                "\(setting) '\(value)' 은(는) 쓸 수 있는 URL 이 아닙니다: http:// 또는 https://, 호스트, 포트는 1–65535 로 적으세요 (예: http://127.0.0.1:8080/unsplash)."
        )
    }

    public static func invalidTimeout(_ value: String) -> Message {
        Message(
            en: "MOSAIC_HTTP_TIMEOUT '\(value)' is not a number of seconds from 1 to 600.",
            ko: "MOSAIC_HTTP_TIMEOUT '\(value)' 은(는) 1–600 사이의 초가 아닙니다."
        )
    }

    public static func invalidNow(_ value: String) -> Message {
        Message(
            en: "MOSAIC_NOW '\(value)' is not an ISO 8601 time. Example: 2024-05-01T09:30:00Z",
            ko: "MOSAIC_NOW '\(value)' 은(는) ISO 8601 시각이 아닙니다. 예: 2024-05-01T09:30:00Z"
        )
    }

    public static func unexpected(_ detail: String) -> Message {
        Message(en: "Unexpected error: \(detail)", ko: "예상하지 못한 오류: \(detail)")
    }

    public static func imageMissing(_ path: String) -> Message {
        Message(en: "No photo file at '\(path)'.", ko: "'\(path)' 에 사진 파일이 없어요.")
    }

    public static func imageUnreadable(_ path: String) -> Message {
        Message(en: "The photo '\(path)' cannot be read.", ko: "사진 '\(path)' 을(를) 읽을 수 없어요.")
    }

    public static func notAnImage(_ name: String) -> Message {
        Message(
            en: "'\(name)' is not a PNG, JPEG, HEIC, WebP or GIF image.",
            ko: "'\(name)' 은(는) PNG, JPEG, HEIC, WebP, GIF 이미지가 아니에요.")
    }

    public static func brokenImage(_ name: String, format: ImageFormat) -> Message {
        let kind = format.rawValue.uppercased()
        return Message(
            en: "'\(name)' starts like a \(kind) image but is truncated or broken (its size cannot be read).",
            ko: "'\(name)' 은(는) \(kind) 이미지처럼 시작하지만 잘렸거나 손상되었어요 (크기를 읽을 수 없어요).")
    }

    public static func imageTooManyPixels(_ name: String, area: Int, budget: Int) -> Message {
        let declared = area == Int.max ? "more than \(Int.max.grouped)" : area.grouped
        let declaredKo = area == Int.max ? "\(Int.max.grouped) 넘는" : area.grouped
        return Message(
            en:
                "'\(name)' declares \(declared) pixels; a photo can have at most \(budget.grouped) (\(budget / 1_000_000) megapixels).",
            ko:
                "'\(name)' 은(는) 픽셀이 \(declaredKo) 개라고 적혀 있어요. 사진은 \(budget.grouped) 픽셀(\(budget / 1_000_000) 메가픽셀)까지 넣을 수 있어요."
        )
    }

    public static func imageTooLarge(_ name: String, bytes: Int) -> Message {
        // Rounded up: a file just over the limit never reads "20.0 MB" beside "at most 20 MB".
        let size = String(format: "%.1f", (Double(bytes) / 1_048_576 * 10).rounded(.up) / 10)
        return Message(
            en: "'\(name)' is \(size) MB; a photo can be at most 20 MB.",
            ko: "'\(name)' 은(는) \(size) MB 예요. 사진은 20 MB 까지 넣을 수 있어요.")
    }

    public static func cannotWrite(_ path: String, _ reason: String) -> Message {
        Message(en: "Cannot write '\(path)': \(reason).", ko: "'\(path)' 에 쓸 수 없어요: \(reason).")
    }

    public static func missingFolder(_ path: String) -> Message {
        Message(
            en: "The folder \(path) does not exist. Create it first, or choose another place.",
            ko: "\(path) 폴더가 없어요. 먼저 만들거나 다른 곳을 고르세요.")
    }

    public static let emptyPath = Message(en: "The path is empty.", ko: "경로가 비어 있어요.")

    public static func notAFolder(_ path: String) -> Message {
        Message(en: "'\(path)' exists and is not a folder.", ko: "'\(path)' 은(는) 이미 있고 폴더가 아니에요.")
    }

    public static func notARegularFile(_ path: String) -> Message {
        Message(
            en: "'\(path)' exists and is not a regular file; choose a file name.",
            ko: "'\(path)' 은(는) 이미 있고 일반 파일이 아니에요. 파일 이름을 정해 주세요.")
    }

    public static func protectedPath(_ path: String) -> Message {
        Message(
            en: "'\(path)' is Mosaic's own data (the database or its photos); an export never writes there.",
            ko: "'\(path)' 은(는) Mosaic 의 데이터(데이터베이스나 사진)예요. 내보내기는 그곳에 쓰지 않아요.")
    }
}
