import A11yFixSyntax
import SwiftSyntax

/// A text that spells the `switch` case it is drawn under, word for word:
///
///     switch status {
///     case .active: HStack { Image(systemName: "checkmark.circle.fill"); Text("Active") }
///     case .deviceNotCompatible: HStack { Image(systemName: "xmark.circle.fill"); Text("Device Not Compatible") }
///     }
///
/// Each case draws its own mark beside its own name, so the words say the state the mark shows:
/// the mark adds nothing VoiceOver should read.
enum StateCaseText {
    /// The words of `text` when they are the words of the case (`.active`) whose body holds `view`;
    /// nil for a case of several patterns, one with a payload, or other words (`case .active:` beside
    /// "Premium").
    static func words(of text: FunctionCallExprSyntax, namingCaseAround view: some SyntaxProtocol) -> String? {
        guard let switchCase = enclosingCase(of: Syntax(view)), case let .case(label) = switchCase.label,
            label.caseItems.count == 1,
            let member = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression
                .as(MemberAccessExprSyntax.self), member.base == nil,
            let first = text.arguments.first, first.label == nil,
            let phrase = LabelText.writtenWords(first.expression)?.phrase
        else { return nil }
        let caseWords = ReadableName.words(of: member.declName.baseName.text).map { $0.lowercased() }
        let said = phrase.split { !$0.isLetter }.map { $0.lowercased() }
        guard !caseWords.isEmpty, caseWords.allSatisfy({ $0.allSatisfy(\.isLetter) }), said == caseWords else {
            return nil
        }
        return phrase
    }

    /// The nearest `case` around `node`, within the declaration that holds it.
    private static func enclosingCase(of node: Syntax) -> SwitchCaseSyntax? {
        var current = node.parent
        while let node = current {
            if let switchCase = node.as(SwitchCaseSyntax.self) { return switchCase }
            if node.is(DeclSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
