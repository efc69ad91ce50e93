import A11yFixSyntax
import SwiftSyntax

/// A status symbol that a `switch` shows for one case: `case .complete: Image(systemName:
/// "checkmark.circle")`. The case names the state the mark shows, so it is the label ("Complete"),
/// but only when the case is one word that states what the symbol shows (`IconRepeatsText`'s
/// status words): `case .pending:` under a checkmark says nothing certain, and is reported.
enum SelectingCase {
    static func phrase(for symbol: String, at chain: ModifierChain) -> String? {
        guard let switchCase = chain.outermost.parent?.parent?.parent?.as(SwitchCaseSyntax.self),
            case let .case(label) = switchCase.label, label.caseItems.count == 1,
            let member = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression
                .as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        let words = ReadableName.words(of: member.declName.baseName.text)
        guard words.count == 1, let word = words.first?.lowercased(),
            let stated = IconRepeatsText.statusWords[String(symbol.prefix { $0 != "." })], stated.contains(word)
        else { return nil }
        return ReadableName.sentence([word])
    }
}
