import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import ITunesStandIn
import Persistence
import StandInKit

/// AppLibrary as a `mosaic` feature: `mosaic apps …`.
public enum AppLibraryPlugin: CommandPlugin {
    public static let feature: any Feature.Type = AppLibraryFeature.self
    public static let command: any ParsableCommand.Type = AppsCommand.self

    /// The iTunes Search API, stood in for in process (a seeded catalogue, no network).
    public static var tourStandIn: TourStandIn? {
        let client = StandInHTTPClient(host: "itunes") { _ in ITunesStub(seed: 1) }
        return TourStandIn(base: client.base, client: client, environment: ["MOSAIC_ITUNES_URL": client.base])
    }

    public static func tour(_ tour: TourContext) async throws {
        tour.narrate(
            Message(
                en: "Search the App Store (here the built-in stand-in); terms like C++ or Q&A arrive intact:",
                ko: "앱 스토어를 검색합니다 (여기서는 내장 대역 서버). C++, Q&A 같은 검색어도 그대로 전달됩니다:"))
        await tour.run(["apps", "search", "향기", "--limit", "5"])
        await tour.run(["apps", "search", "C++"])
        let found = await tour.capture(["apps", "search", "향기", "--limit", "3", "--json"])
        let ids = ((try? JSONSerialization.jsonObject(with: Data(found.utf8))) as? [[String: Any]] ?? []).compactMap {
            $0["id"] as? String
        }
        guard ids.count >= 2 else { return }
        tour.narrate(
            Message(en: "Get two apps (받기) into the library, grouped by genre:", ko: "앱 두 개를 받아(받기) 장르별 보관함에 넣습니다:"))
        await tour.run(["apps", "get", ids[0]])
        await tour.run(["apps", "get", ids[1]])
        await tour.run(["apps", "library"])
        tour.narrate(
            Message(
                en: "Write a review (5.0 stars is allowed now) and see the details:",
                ko: "리뷰를 씁니다 (이제 별 5.0 도 됩니다). 그리고 상세 화면을 봅니다:"))
        await tour.run(["apps", "review", "add", ids[0], "--rating", "5.0", "--title", "최고예요", "--content", "매일 씁니다"])
        await tour.run(["apps", "show", ids[0]])
        tour.narrate(
            Message(
                en: "Removing an app twice says it is already gone (exit 66):",
                ko: "같은 앱을 두 번 삭제하면 이미 삭제되었다고 알려 줍니다 (종료 코드 66):"))
        await tour.run(["apps", "remove", ids[1]])
        await tour.run(["apps", "remove", ids[1]])
    }
}
