import A11yFixSyntax
import SwiftSyntax

/// The words of the Touch Bar item an image-only button is all of:
///
///     case NSTouchBarItem.Identifier("Bold"):
///         let button = NSButton(image: image, target: self, action: #selector(pressBold(_:)))
///         let item = NSCustomTouchBarItem(identifier: identifier)
///         item.view = button
///
/// The item's `customizationLabel` (what the Customize Touch Bar sheet shows), else the words its
/// identifier is spelled with: the name the code gives the item it builds. VoiceOver reads the
/// button, not the item, so these words are the button's.
enum TouchBarItemWords {
    /// The words, as written (`code`) and as read (`phrase`), of the item in `scope` whose view is
    /// `button`; nil when no such item, or its identifier is no words (`"com.example.bar.1"`).
    static func words(showing button: String, in scope: CodeBlockItemListSyntax)
        -> (code: String, phrase: String, declaration: CodeBlockItemSyntax?)?
    {
        for receiver in ItemsShowingView.receivers(of: button, in: scope) {
            let words = OwnWords(receiver: receiver, scope: scope)
            guard let created = creation(of: receiver, in: scope), created.calleeName?.hasSuffix("TouchBarItem") == true
            else {
                continue
            }
            if let label = words.writtenWithDeclaration("customizationLabel") { return label }
            guard let identifier = created.argument(labeled: "identifier")?.expression,
                let spelled = literal(of: identifier) ?? literal(ofCaseMatching: identifier),
                let phrase = phrase(ofIdentifier: spelled)
            else { return nil }
            return (SwiftLiteral.string(phrase), phrase, nil)
        }
        return nil
    }

    /// `NSCustomTouchBarItem(identifier: identifier)`: the call that makes the item.
    private static func creation(of receiver: String, in scope: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        for item in scope {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.trimmedText == receiver {
                return binding.initializer?.value.as(FunctionCallExprSyntax.self)
            }
        }
        return nil
    }

    /// `NSTouchBarItem.Identifier("Bold")`, `.init("Bold")`, `Identifier(rawValue: "Bold")`: "Bold".
    private static func literal(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.calledExpression.trimmedText.hasSuffix("Identifier") || call.calledExpression.trimmedText == ".init"
        else { return nil }
        return call.arguments.first?.expression.stringLiteralValue
    }

    /// The identifier a `case` of `switch identifier` matches, where the item is made with that
    /// `identifier` (the parameter of `touchBar(_:makeItemForIdentifier:)`).
    private static func literal(ofCaseMatching identifier: ExprSyntax) -> String? {
        guard let name = identifier.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = identifier.parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if let switchCase = node.as(SwitchCaseSyntax.self),
                switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject.trimmedText == name,
                case let .case(label) = switchCase.label, label.caseItems.count == 1,
                let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression
            {
                return literal(of: pattern)
            }
            current = node.parent
        }
        return nil
    }

    /// "Bold", "Image or file", "CodeBlock" → "Code block", "UnIndent" → "Unindent"; the last part of
    /// a reverse-DNS name (`"com.example.bold"`). Nil for anything but letters and spaces.
    static func phrase(ofIdentifier identifier: String) -> String? {
        let last = identifier.split(separator: ".").last.map(String.init) ?? ""
        guard !last.isEmpty, last.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        var words: [String] = []
        for word in ReadableName.words(of: last) {
            // A prefix spelled as a word of its own (`UnIndent`) belongs to the word after it.
            if let previous = words.last, ["un", "re", "de"].contains(previous) {
                words[words.count - 1] = previous + word.lowercased()
            } else {
                words.append(word)
            }
        }
        guard !words.isEmpty, words.last.map({ !["un", "re", "de"].contains($0) }) == true else { return nil }
        return ReadableName.sentence(words)
    }
}
