import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import Persistence
import Photobox
import StandInKit
import UnsplashStandIn

/// Photobox as a `mosaic` feature: `mosaic photos …`.
public enum PhotoboxPlugin: CommandPlugin {
    public static let feature: any Feature.Type = PhotoboxFeature.self
    public static let command: any ParsableCommand.Type = PhotosCommand.self

    /// Unsplash, stood in for in process (seeded photos, no network).
    public static var tourStandIn: TourStandIn? {
        let client = StandInHTTPClient(host: "unsplash") { UnsplashStub(seed: 1, base: $0) }
        return TourStandIn(base: client.base, client: client, environment: ["MOSAIC_UNSPLASH_URL": client.base])
    }

    public static func tour(_ tour: TourContext) async throws {
        tour.narrate(
            Message(
                en: "Onboarding: create a profile (nickname rules, MBTI, avatar):",
                ko: "온보딩: 프로필을 만듭니다 (닉네임 규칙, MBTI, 프로필 이미지):"))
        await tour.run(["photos", "profile", "create", "--nickname", "사진1", "--mbti", "ENFP"])
        await tour.run(["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP", "--avatar", "3"])
        tour.narrate(
            Message(
                en:
                    "Topics, and a search with a colour filter kept on every page (Unsplash stood in for by its stand-in):",
                ko: "토픽별 사진, 그리고 모든 쪽에 색상 필터를 유지하는 검색 (Unsplash 는 대역이 대신합니다):"))
        await tour.run(["photos", "topics", "--topic", "golden-hour"])
        await tour.run(["photos", "search", "perfume", "--color", "red", "--order", "latest"])
        let found = await tour.capture(["photos", "search", "perfume", "--json"])
        let results = (try? JSONSerialization.jsonObject(with: Data(found.utf8))) as? [String: Any]
        let ids = (results?["photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        guard ids.count >= 3 else { return }
        tour.narrate(
            Message(
                en: "Like three photos at once: each image and its details are kept offline:",
                ko: "사진 세 장을 한 번에 좋아요: 이미지와 정보를 오프라인에 저장합니다:"))
        await tour.run(["photos", "like", ids[0], ids[1], ids[2]])
        await tour.run(["photos", "likes"])
        tour.narrate(
            Message(
                en: "Detail with a 30-day downloads chart, credited as the Unsplash guidelines ask:",
                ko: "30일 다운로드 차트가 있는 상세 화면, Unsplash 가이드라인대로 작가를 표기합니다:"))
        await tour.run(["photos", "show", ids[0], "--chart", "downloads"])
        tour.narrate(
            Message(
                en: "Unlike one; deleting the profile (회원 탈퇴) now also removes every liked photo:",
                ko: "하나는 좋아요 해제. 회원 탈퇴는 이제 좋아요한 사진도 모두 지웁니다:"))
        await tour.run(["photos", "unlike", ids[2]])
        await tour.run(["photos", "profile", "delete", "--yes"])
        await tour.run(["photos", "likes"])
    }
}
