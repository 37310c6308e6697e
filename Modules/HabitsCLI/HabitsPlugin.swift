import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import Habits
import Persistence

/// Habits as a `mosaic` feature: `mosaic habits …`.
public enum HabitsPlugin: CommandPlugin {
    public static let feature: any Feature.Type = HabitsFeature.self
    public static let command: any ParsableCommand.Type = HabitsCommand.self

    public static func tour(_ tour: TourContext) async throws {
        tour.narrate(
            Message(
                en: "Categories are unique ignoring case; the same goal title may live in two categories:",
                ko: "카테고리 이름은 대소문자와 상관없이 하나뿐이고, 같은 목표 제목은 두 카테고리에 있을 수 있어요:"))
        await tour.run(["habits", "category", "add", "건강"])
        await tour.run(["habits", "category", "add", "Reading"])
        await tour.run(["habits", "category", "add", "reading"])
        await tour.run([
            "habits", "goal", "add", "--category", "건강", "--title", "물 마시기", "--from", "today", "--days", "daily",
            "--window", "00:00-23:59",
        ])
        await tour.run([
            "habits", "goal", "add", "--category", "Reading", "--title", "Mom's book club", "--days", "mon,wed,fri",
            "--window", "00:00-00:01",
        ])
        let listed = await tour.capture(["habits", "goal", "list", "--json"])
        let goals = (try? JSONSerialization.jsonObject(with: Data(listed.utf8))) as? [[String: Any]] ?? []
        guard let water = goals.first(where: { $0["title"] as? String == "물 마시기" })?["id"] as? String else { return }
        tour.narrate(
            Message(
                en: "Certify with a photo (checked by its bytes); a second certification the same day is refused:",
                ko: "사진으로 인증합니다 (파일 내용으로 확인). 같은 날 두 번째 인증은 거절됩니다:"))
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-tour-\(UUID().uuidString).jpg")
        try Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
        )!.write(to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        await tour.run([
            "habits", "certify", String(water.prefix(8)), "--photo", photo.path, "--color", "#3BCF4E", "--style",
            "gillsans",
        ])
        await tour.run(["habits", "certify", String(water.prefix(8)), "--photo", photo.path])
        tour.narrate(
            Message(
                en:
                    "Progress, streaks and a month calendar; what is due; the album and reminders for any calendar app:",
                ko: "진행률, 연속 기록, 월 달력, 지금 인증할 것, 그리고 앨범과 캘린더 앱용 알림:"))
        await tour.run(["habits", "goal", "list"])
        await tour.run(["habits", "goal", "show", String(water.prefix(8))])
        await tour.run(["habits", "due"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-tour-album-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        await tour.run(["habits", "album", "export", folder.path])
        await tour.run(["habits", "reminders", "export", folder.appendingPathComponent("habits.ics").path])
        tour.narrate(
            Message(
                en: "A category with goals is deleted only with --cascade (its photos and files go too):",
                ko: "목표가 있는 카테고리는 --cascade 로만 지울 수 있어요 (사진과 파일도 함께):"))
        await tour.run(["habits", "category", "delete", "Reading"])
        await tour.run(["habits", "category", "delete", "Reading", "--cascade", "--yes"])
    }
}
