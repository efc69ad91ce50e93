import A11yFixSyntax
import SwiftSyntax

/// Well-known AppKit and UIKit calls whose button the system's own interface names: the method's
/// name is an API's, never the words a person reads (`activateFileViewerSelecting` is the Finder's
/// "Show in Finder", the phrase of every macOS file menu). Short on purpose: each entry is the
/// phrase Apple's own apps show for the same action.
enum SystemCallPhrase {
    /// Method (with its first argument label, where it is part of the call's name) → phrase.
    private static let methods: [String: String] = [
        "activateFileViewerSelecting": "Show in Finder",
        "selectFile:inFileViewerRootedAtPath": "Show in Finder",
    ]

    /// Members read by the action (`UIApplication.openSettingsURLString`) → phrase.
    private static let members: [String: String] = [
        "openSettingsURLString": "Open Settings"
    ]

    /// The phrase of the one well-known call `action` makes, or nil (none, or two that differ).
    static func phrase(of action: ExprSyntax) -> String? {
        guard action.is(ClosureExprSyntax.self) else { return nil }
        var found: Set<String> = []
        for token in action.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifierLike {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id
            else { continue }
            let name = token.text
            if let phrase = members[name] { found.insert(phrase) }
            guard let call = member.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == member.id
            else { continue }
            let label = call.arguments.dropFirst().first?.label?.text
            if let phrase = methods[name] ?? label.flatMap({ methods[name + ":" + $0] }) { found.insert(phrase) }
        }
        return found.count == 1 ? found.first : nil
    }
}
