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
        if let stateWords = stateCaseWords(words, of: switchCase) { return stateWords }
        guard words.count == 1, let word = words.first?.lowercased(),
            let stated = IconRepeatsText.statusWords[String(symbol.prefix { $0 != "." })], stated.contains(word)
        else { return nil }
        return ReadableName.sentence([word])
    }

    /// The words of a case of a `switch` over a value named as a state (`switch loadingState { case .idle:`),
    /// whose whole body is the mark: the view shows one mark per state, so the case names what this one
    /// shows ("Idle"), whatever the symbol. Plain words only: no abbreviation, nor a case that names no
    /// state (`.none`, `.other`).
    private static func stateCaseWords(_ words: [String], of switchCase: SwitchCaseSyntax) -> String? {
        guard switchCase.statements.count == 1, (1...2).contains(words.count),
            words.allSatisfy({ $0.count >= 3 && $0.allSatisfy(\.isLetter) }),
            !["none", "other", "default", "custom", "unknown"].contains(words[0].lowercased()),
            let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self), switchExpr.cases.count >= 2,
            let subject = Array(switchExpr.subject.tokens(viewMode: .sourceAccurate)).last(where: {
                if case .identifier = $0.tokenKind { return true } else { return false }
            }),
            let last = ReadableName.words(of: subject.text).last?.lowercased(),
            ["state", "status", "phase", "stage"].contains(last)
        else { return nil }
        return ReadableName.sentence(words.map { $0.lowercased() })
    }
}
