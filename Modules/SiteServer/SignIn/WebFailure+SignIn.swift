import PageKit

extension WebFailure {
    static let signInRequired = WebFailure(status: 401, message: SignInMessages.required)
    static let noPasswordSet = WebFailure(status: 503, message: SignInMessages.noPasswordSet)
    static let invitationGone = WebFailure(status: 404, message: SignInMessages.invitationGone)
}
