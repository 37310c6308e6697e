import ArgumentParser
import CommandKit
import Console
import Core
import Marketplace

/// `mosaic market categories`: the eleven fixed categories.
struct CategoriesCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "categories", abstract: "List the 11 categories (id, Korean, English).")

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws {
        let io = context.io
        if io.json {
            try io.json(ListingCategory.all)
            return
        }
        var table = TextTable([.init("ID", alignRight: true), .init("한국어"), .init("English")])
        for category in ListingCategory.all {
            table.append(["\(category.id)", category.korean, category.english])
        }
        io.table(table)
    }
}
