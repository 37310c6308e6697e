import CommandKit
import Console
import Perfume

/// What `wish` and `unwish` share.
enum WishChange {
    static func apply(_ wished: Bool, id: String, _ context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.setWished(wished, id: try await context.perfumes.find(id).id)
        let presenter = PerfumePresenter(io: context.io)
        return .written(PerfumeCLIMessages.wished(presenter.title(entry), wished), json: presenter.json(entry))
    }
}
