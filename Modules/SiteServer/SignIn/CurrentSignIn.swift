/// A sign-in that is current: its id (its token's digest) and the member it is of (their
/// id; nil on a loopback server no password guards).
struct CurrentSignIn: Sendable, Equatable {
    let id: String
    let member: String?
}
