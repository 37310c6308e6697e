import Core
import Market
import Testing

@Suite("Prices")
struct PriceParserTests {
    @Test(
        "the ways people type prices",
        arguments: [
            ("15000", 15_000), ("15,000", 15_000), ("15,000원", 15_000), ("₩15,000", 15_000), ("￦15,000", 15_000),
            ("1.5만", 15_000), ("2만5천", 25_000), ("3천", 3_000), ("1억", 100_000_000), ("0", 0), ("무료", 0),
            ("나눔", 0), ("free", 0), ("Free", 0), ("무료나눔", 0), (" 2 만 ", 20_000), ("2천만", 20_000_000),
            ("1억2천만", 120_000_000), ("10억", 1_000_000_000), ("만", 10_000), ("3천5백", 3_500),
            ("1,000,000,000", 1_000_000_000),
        ])
    func accepts(text: String, won: Int) throws {
        #expect(try PriceParser.parse(text) == won)
    }

    @Test("no price given is nil, not zero")
    func empty() throws {
        #expect(try PriceParser.parse("") == nil)
        #expect(try PriceParser.parse("   ") == nil)
    }

    @Test(
        "what is rejected, and the message that says why",
        arguments: [
            ("-500", MarketMessages.negativePrice), ("1.5", MarketMessages.fractionalPrice),
            ("1.23456만", MarketMessages.fractionalPrice), ("abc", MarketMessages.invalidPrice),
            ("15,00", MarketMessages.invalidPrice), ("1..5만", MarketMessages.invalidPrice),
            ("10억1", MarketMessages.priceTooHigh), ("99999999999", MarketMessages.priceTooHigh),
            ("만만", MarketMessages.misorderedUnits), ("1만만", MarketMessages.misorderedUnits),
            ("천천", MarketMessages.misorderedUnits), ("백천", MarketMessages.misorderedUnits),
            ("만억", MarketMessages.misorderedUnits), ("2만3만", MarketMessages.misorderedUnits),
            ("만원권", MarketMessages.invalidPrice), ("🌸", MarketMessages.invalidPrice),
            ("1e5", MarketMessages.invalidPrice),
        ])
    func rejects(text: String, message: Message) {
        #expect(throws: UserError(message, category: .invalidInput)) { try PriceParser.parse(text) }
    }

    @Test("the message lists what is accepted")
    func helpfulMessage() {
        #expect(MarketMessages.invalidPrice.english.contains("1.5만"))
        #expect(MarketMessages.invalidPrice.korean.contains("무료"))
    }

    @Test("prices display as 15,000원 in Korean and ₩15,000 in English; 0 is a free share")
    func formatting() {
        #expect(PriceFormatter.format(15_000, .korean) == "15,000원")
        #expect(PriceFormatter.format(15_000, .english) == "₩15,000")
        #expect(PriceFormatter.format(1_000_000_000, .korean) == "1,000,000,000원")
        #expect(PriceFormatter.format(0, .korean) == "무료나눔")
        #expect(PriceFormatter.format(0, .english) == "Free")
        #expect(PriceFormatter.format(nil, .english) == "")
    }

    @Test("formatting any valid price and parsing it back returns it")
    func roundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        var prices = [0, 1, 999, 1_000, 10_000, 999_999_999, 1_000_000_000]
        prices += (0..<2_000).map { _ in Int.random(in: 0...1_000_000_000, using: &generator) }
        for price in prices {
            for language in Language.allCases {
                #expect(try PriceParser.parse(PriceFormatter.format(price, language)) == price, "\(price) \(language)")
            }
        }
    }
}
