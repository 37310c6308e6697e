import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import Perfume
import Persistence

/// Perfume as a `mosaic` feature: `mosaic perfume …`.
public enum PerfumePlugin: CommandPlugin {
    public static let feature: any Feature.Type = PerfumeFeature.self
    public static let command: any ParsableCommand.Type = PerfumeCommand.self

    public static func tour(_ tour: TourContext) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("strip.png").path
        try Data(base64Encoded: onePixelPNG)!.write(to: URL(fileURLWithPath: photo))

        tour.narrate(
            Message(
                en: "A test strip needs a brand, a name and one phrase; all missing ones are named (exit 65):",
                ko: "시향지에는 브랜드, 이름, 한 마디가 필요합니다. 빠진 항목을 모두 알려 줍니다 (종료 코드 65):"))
        await tour.run(["perfume", "add", "--brand", "  "])
        tour.narrate(
            Message(
                en: "Add two strips, one with a photo (checked by its bytes, copied into the store):",
                ko: "시향지 두 개를 추가합니다. 하나는 사진과 함께 (파일 내용으로 확인해 저장소에 복사):"))
        await tour.run([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "비 온 뒤의 나무 냄새",
            "--notes", "샌달우드, 가죽, 카다멈", "--date", "2024.05.01", "--photo", photo,
        ])
        await tour.run([
            "perfume", "add", "--brand", "Maison Margiela", "--name", "Lazy Sunday Morning",
            "--sentence", "갓 빨래한 이불", "--date", "2024-05-03",
        ])
        let listed = await tour.capture(["perfume", "search", "santal", "--json"])
        guard let id = firstID(listed) else { return }
        tour.narrate(
            Message(en: "Wish it (any unique id prefix works, like git):", ko: "찜합니다 (git 처럼 아이디 앞부분만 써도 됩니다):"))
        await tour.run(["perfume", "wish", String(id.prefix(6))])
        tour.narrate(
            Message(
                en: "Search is case-insensitive over brand, name, phrase, notes and date:",
                ko: "검색은 대소문자 구분 없이 브랜드, 이름, 한 마디, 기록, 날짜에서 찾습니다:"))
        await tour.run(["perfume", "search", "나무"])
        tour.narrate(
            Message(
                en: "Edit the text: the wish and the photo stay; the notes can be cleared:",
                ko: "글을 고쳐도 찜과 사진은 그대로이고, 기록은 지울 수 있습니다:"))
        await tour.run(["perfume", "edit", String(id.prefix(6)), "--sentence", "비 온 뒤의 숲", "--clear-notes"])
        await tour.run(["perfume", "list"])
        tour.narrate(
            Message(
                en: "Export as Markdown (JSON carries the photos and re-imports without duplicates):",
                ko: "Markdown 으로 내보냅니다 (JSON 은 사진까지 담고, 다시 가져와도 중복되지 않습니다):"))
        await tour.run(["perfume", "export", "--format", "md"])
    }

    private static func firstID(_ json: String) -> String? {
        guard let rows = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            return nil
        }
        return rows.first?["id"] as? String
    }

    private static let onePixelPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
}
