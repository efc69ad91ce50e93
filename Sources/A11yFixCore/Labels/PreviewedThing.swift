import A11yFixSyntax
import SwiftSyntax

/// A button that plays or previews one of a kind of thing, the one its argument names:
/// `player.playSound(name: settings.workAlert, type: "wav")` plays the work alert, "Play work alert".
/// The method says the kind ("sound"), the argument which one; beside a picker of sounds, a bare
/// "Play" or "Play sound" does not say which (judged on unseen apps: a sound preview left unlabelled).
enum PreviewedThing {
    /// Verbs of a method that lets a person hear or see a thing before choosing it.
    static let verbs: Set<String> = ["play", "preview"]
    /// Argument names that say how a thing is found, not which one it is.
    static let generic: Set<String> = [
        "name", "url", "file", "path", "id", "identifier", "key", "sound", "type", "kind", "value", "item", "data",
        "resource", "string", "text", "title", "self",
    ]

    static func phrase(of action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return nil }
        var expression = body
        while let inner = expression.as(AwaitExprSyntax.self)?.expression
            ?? expression.as(TryExprSyntax.self)?.expression
        {
            expression = inner
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let method = call.calleeName
        else { return nil }
        let words = ReadableName.words(of: method).map { $0.lowercased() }
        // `playSound`: a verb and the kind of thing; `play(track)` is the player's own Play.
        guard words.count >= 2, let verb = words.first, verbs.contains(verb),
            let argument = call.arguments.first?.expression
        else { return nil }
        // `settings.workAlert`, `workAlert`: a value named for the one thing; not `.case`, a literal or a call.
        let name: String
        if let reference = argument.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = argument.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let thing = ReadableName.words(of: name).map { $0.lowercased() }
        guard (1...3).contains(thing.count), thing.allSatisfy({ $0.count > 1 && $0.allSatisfy(\.isLetter) }),
            !thing.contains(where: generic.contains), !ReadableName.isStorageName(name),
            !ReadableName.stateWords.contains(thing[0])
        else { return nil }
        return ReadableName.sentence([verb] + thing)
    }
}
