import Console
import Perfume

/// What `wish` and `unwish` share.
enum WishChange {
    static func apply(_ wished: Bool, id: String, _ context: CommandContext) async throws {
        let entry = try await context.perfumes.setWished(wished, id: try await context.perfumes.find(id).id)
        let presenter = PerfumePresenter(io: context.io)
        context.io.success(PerfumeCLIMessages.wished(presenter.title(entry), wished))
        if context.io.json { try context.io.json(presenter.json(entry)) }
    }
}
