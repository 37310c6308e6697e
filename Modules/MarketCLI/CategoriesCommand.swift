import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market categories`: the eleven fixed categories.
struct CategoriesCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "categories",
            abstract: HelpText.localized(
                en: "List the 11 categories (id, Korean, English).", ko: "11개 카테고리를 보여 줍니다(id, 한국어, 영어)."))
    }

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        var table = TextTable([.init("ID", alignRight: true), .init("한국어"), .init("English")])
        for category in ListingCategory.all {
            table.append(["\(category.id)", category.korean, category.english])
        }
        return .data(Document(table), json: ListingCategory.all)
    }
}
