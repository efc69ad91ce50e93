import A11yFixSyntax
import SwiftSyntax

/// Code shown only while a debug flag is on: the body of an `if` whose condition reads a name
/// with the word debug (`if settings.showLayoutDebug { … }`, `if isDebugOverlayOn`). Judged on
/// real apps, a developer overlay of layout numbers was reported as text that ignores Dynamic Type.
enum DebugFlagBranch {
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            guard let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id else { continue }
            // `if !isDebug` is the shipping side.
            let condition = branch.conditions.trimmedText
            if condition.includes("!") || condition.includes("false") { continue }
            let namesDebug = branch.conditions.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(name) = token.tokenKind else { return false }
                return ReadableName.words(of: name).contains { $0.lowercased() == "debug" }
            }
            if namesDebug { return true }
        }
        return false
    }
}
