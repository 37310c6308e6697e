/// Whose a stored sign-in is: the one field of the site server's sign-in record the
/// household reads, to end a member's sign-ins.
struct SignInOwner: Codable {
    let member: String?
}
