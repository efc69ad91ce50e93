import A11yFixSyntax
import SwiftSyntax

/// Which value of a flag hides a password: the file's `if isSecured { SecureField(…) } else {
/// TextField(…) }` says it, whatever its eye glyph shows. Projects draw the eye either way
/// (`eye.slash` while hidden, or while shown), so the glyph alone cannot say which way a tap goes.
enum SecureFieldState {
    /// True when the flag written `condition` (`isSecured`, `!isVisible`, `self.isSecured`) being
    /// true shows the `SecureField`, false when it shows the plain field; nil when the file does
    /// not switch a `SecureField` on it, or its switches disagree.
    static func hiddenWhenTrue(_ condition: String, in file: SourceFile) -> Bool? {
        let wanted = normalized(condition)
        var answers: Set<Bool> = []
        for call in file.functionCalls where call.calleeName == "SecureField" {
            var node = Syntax(call)
            while let parent = node.parent {
                if let branch = parent.as(IfExprSyntax.self), branch.conditions.count == 1 {
                    let written = normalized(branch.conditions.trimmedText)
                    if written.flag == wanted.flag {
                        let inThen = branch.body.id == node.id
                        guard inThen || branch.elseBody?.id == node.id else { break }
                        answers.insert(inThen != (written.negated != wanted.negated))
                        break
                    }
                }
                if parent.is(DeclSyntax.self) { break }
                node = parent
            }
        }
        return answers.count == 1 ? answers.first : nil
    }

    /// `!self.isSecured` → (`isSecured`, negated).
    static func normalized(_ condition: String) -> (flag: String, negated: Bool) {
        var text = condition.filter { !$0.isWhitespace }
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text.removeFirst()
        }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return (text, negated)
    }
}
