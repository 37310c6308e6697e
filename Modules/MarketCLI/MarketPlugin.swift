import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import Market
import Persistence

/// Market as a `mosaic` feature: `mosaic market …`.
public enum MarketPlugin: CommandPlugin {
    public static let feature: any Feature.Type = MarketFeature.self
    public static let command: any ParsableCommand.Type = MarketCommand.self

    public static func tour(_ tour: TourContext) async throws {
        tour.narrate(
            Message(
                en: "Submitting an empty listing form shows every missing item at once (exit 65):",
                ko: "빈 글쓰기 양식을 제출하면 부족한 항목이 한꺼번에 나옵니다 (종료 코드 65):"))
        await tour.run(["market", "post"])
        tour.narrate(
            Message(
                en: "Filled in properly, it is posted (prices as people type them: 15만):",
                ko: "제대로 채우면 글이 올라갑니다 (가격은 15만처럼 입력해도 됩니다):"))
        await tour.run([
            "market", "post", "--title", "로드 자전거 팝니다", "--category", "스포츠/레저",
            "--price", "15만", "--description", "한 시즌 탔어요. 직거래 선호",
        ])
        await tour.run([
            "market", "post", "--title", "Picture books", "--category", "10",
            "--price", "무료", "--description", "Ten books for ages 3 to 5",
        ])
        tour.narrate(Message(en: "The listings, newest first:", ko: "올라온 글 (최신순):"))
        await tour.run(["market", "list"])
        let listed = await tour.capture(["market", "list", "--search", "자전거", "--json"])
        if let data = listed.data(using: .utf8),
            let rows = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
            let id = rows.first?["id"] as? String
        {
            tour.narrate(
                Message(
                    en: "A buyer wrote: reserve it (any unique id prefix works):",
                    ko: "구매자가 연락했습니다: 예약중으로 바꿉니다 (아이디 앞부분만 써도 됩니다):"))
            await tour.run(["market", "status", String(id.prefix(6)), "reserved"])
        }
        await tour.run(["market", "list", "--sort", "price"])
    }
}
