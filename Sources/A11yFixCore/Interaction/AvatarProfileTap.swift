import A11yFixSyntax
import SwiftSyntax

/// An avatar whose tap opens its person's profile (`UserAvatar(url: post.author.avatar)
/// .onTapGesture { router.navigate(to: .profile(id: post.author.id, name: post.author.displayName)) }`)
/// is a button named by that person: the display name the tap hands on, read from the same model as
/// the picture, and shown as a `Text` in the same body (so it is text, never an optional).
enum AvatarProfileTap {
    /// `Text(post.author.displayName)` to put in `.accessibilityLabel(…)`, or nil.
    static func label(of view: FunctionCallExprSyntax, action: ExprSyntax?) -> String? {
        guard let action, let owner = avatarOwner(of: view) else { return nil }
        let words = action.tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
            guard case let .identifier(name) = token.tokenKind else { return [] }
            return ReadableName.words(of: name).map { $0.lowercased() }
        }
        guard words.contains("profile") else { return nil }
        guard let body = view.ancestor(MemberBlockSyntax.self) else { return nil }
        let shown = Set(
            body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard token.text == "Text", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calleeName == "Text", call.arguments.count == 1, let only = call.arguments.first,
                    only.label == nil
                else { return nil }
                return plain(only.expression.trimmedText)
            })
        for member in action.tokens(viewMode: .sourceAccurate) {
            guard let access = member.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == member.id, let base = access.base,
                plain(base.trimmedText) == owner, isDisplayName(member.text),
                shown.contains(plain(access.trimmedText))
            else { continue }
            return "Text(\(plain(access.trimmedText)))"
        }
        return nil
    }

    /// `post.author` of `UserAvatar(url: self.post.author.avatar)`: whose picture an avatar view
    /// (a view or argument named for an avatar) shows.
    static func avatarOwner(of view: FunctionCallExprSyntax) -> String? {
        let isAvatar = { (name: String) in ReadableName.words(of: name).contains { $0.lowercased() == "avatar" } }
        guard isAvatar(view.calleeName ?? "") || view.arguments.contains(where: { isAvatar($0.label?.text ?? "") })
        else { return nil }
        for argument in view.arguments {
            guard let access = argument.expression.as(MemberAccessExprSyntax.self), let base = access.base,
                isAvatar(access.declName.baseName.text)
            else { continue }
            return plain(base.trimmedText)
        }
        return nil
    }

    /// `displayName`, `displayNameWithoutEmojis`: the name a person shows others.
    static func isDisplayName(_ name: String) -> Bool {
        Array(ReadableName.words(of: name).prefix(2)).map { $0.lowercased() } == ["display", "name"]
    }

    private static func plain(_ text: String) -> String {
        var text = text.filter { !$0.isWhitespace }
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
}
