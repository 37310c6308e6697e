// A miscompile of Swift 6.3.1 (Linux x86_64) at -O, kept as a reproduction; see
// CONTRIBUTING.md, "Compiler workarounds". A task-group child that returns
// `(index, .success(try await work()))`, where `work` returns a large enum built from
// interpolated strings, hands the group a wrong `index` (another child's, or a
// pointer-like number). Awaiting into a local first, then building the tuple, is right.
// Prints "inline OK|WRONG" and "local OK|WRONG"; -Onone prints OK twice. No Foundation,
// so it compiles in about a second even with a cold module cache.
struct Owner: Sendable {
    var username: String
    var name: String
    var avatarURL: String?
}
struct Liked: Sendable {
    let id: String
    var owner: Owner
    var postedAt: String?
    var width: Int?
    var height: Int?
    var color: String?
    var views: Int?
    var downloads: Int?
    var likes: Int?
    var description: String?
    var likedAt: Double
    var image: String
}
enum Outcome: Sendable {
    case liked(Liked)
    case alreadyLiked(Liked)
}

func like(id: String) async throws -> Outcome {
    await Task.yield()
    return .liked(
        Liked(
            id: id, owner: Owner(username: "u\(id)", name: "n\(id)", avatarURL: nil), postedAt: "2024",
            width: 1, height: 2, color: "#fff", views: 3, downloads: 4, likes: 5, description: "d\(id)",
            likedAt: 1.5, image: "k"))
}

func inline(_ ids: [String]) async -> [Int] {
    await withTaskGroup(of: (Int, Result<Outcome, any Error>).self, returning: [Int].self) { group in
        for (index, id) in ids.enumerated() {
            group.addTask {
                do { return (index, .success(try await like(id: id))) } catch { return (index, .failure(error)) }
            }
        }
        var collected: [Int: Result<Outcome, any Error>] = [:]
        for await (index, result) in group { collected[index] = result }
        return collected.keys.sorted()
    }
}

func local(_ ids: [String]) async -> [Int] {
    await withTaskGroup(of: (Int, Result<Outcome, any Error>).self, returning: [Int].self) { group in
        for (index, id) in ids.enumerated() {
            group.addTask {
                do {
                    let outcome = try await like(id: id)
                    return (index, .success(outcome))
                } catch { return (index, .failure(error)) }
            }
        }
        var collected: [Int: Result<Outcome, any Error>] = [:]
        for await (index, result) in group { collected[index] = result }
        return collected.keys.sorted()
    }
}

@main struct Main {
    static func main() async {
        let ids = ["a", "b", "c"]
        print("inline", await inline(ids) == [0, 1, 2] ? "OK" : "WRONG")
        print("local", await local(ids) == [0, 1, 2] ? "OK" : "WRONG")
    }
}
