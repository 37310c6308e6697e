import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market categories`: the eleven fixed categories.
struct CategoriesCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories", abstract: "List the 11 categories (id, Korean, English).")

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        var table = TextTable([.init("ID", alignRight: true), .init("한국어"), .init("English")])
        for category in ListingCategory.all {
            table.append(["\(category.id)", category.korean, category.english])
        }
        return .data(Document(table), json: ListingCategory.all)
    }
}
