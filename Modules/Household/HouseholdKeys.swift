/// Where the household's sign-in state lives in the settings store, named once.
public enum HouseholdKeys {
    /// Each member, under their id.
    public static let memberPrefix = "household.member."
    /// Each sign-in, under its token's digest (the site server's `SignIns`).
    public static let signInPrefix = "serve.signin."
    /// Each invitation, under its token's digest (the site server's `Invitations`).
    public static let invitationPrefix = "household.invitation."
    /// The one password earlier builds kept for everybody (`SharedPassword`).
    static let sharedPassword = "serve.password"
}
