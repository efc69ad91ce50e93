import A11yFixSyntax
import SwiftSyntax

/// The labels a file gives its image-only UIKit buttons, by the image they show: "menu
/// systemName:ellipsis" → `String.localized("menu_more_options")` for
/// `let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)` followed by
/// `more.accessibilityLabel = String.localized("menu_more_options")`. Where every such label in the
/// project agrees, another button with the same image and kind is given the same words
/// (`ProjectSymbolLabel`): the project's own translated text beats the symbol table's English.
/// A button that opens a menu and one that acts are kept apart: an ellipsis that shows more
/// options and one that loads remote content share a glyph, not a meaning.
enum SymbolLabels {
    /// A label that is no fixed words (a variable, an interpolation): the image's labels disagree.
    static let varies = ""

    /// Cheap filter first: only a file that labels a button it gives a UIKit image.
    static func wants(_ bytes: [UInt8]) -> Bool { bytes.includes("accessibilityLabel") && bytes.includes("UIImage(") }

    /// Hears every token of a file (`IndexTreeWalk.tokenListener`): a button's making named by
    /// one of its tokens, and the labels its scope then gives it.
    final class Collector: SyntaxVisitor {
        var labels: [String: Set<String>] = [:]

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            guard ["UIBarButtonItem", "UIButton", "setImage"].contains(token.text),
                let call = token.ancestor(FunctionCallExprSyntax.self),
                case let .target(receiver, image, _, statement)? = UIKitImageButton.shape(of: call),
                let scope = statement.parent?.as(CodeBlockItemListSyntax.self),
                let key = key(image: image, call: call, receiver: receiver, scope: scope)
            else { return .visitChildren }
            for item in scope {
                guard let value = labelValue(of: receiver, in: item) else { continue }
                labels[key, default: []].insert(fixedWords(value) ? value.trimmedText : varies)
            }
            return .visitChildren
        }
    }

    /// "menu systemName:ellipsis", "action named:trash-icon": what kind of button shows which image.
    static func key(image: ExprSyntax, call: FunctionCallExprSyntax, receiver: String, scope: CodeBlockItemListSyntax)
        -> String?
    {
        let imageCall = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)
        guard let first = imageCall?.arguments.first, let label = first.label?.text else { return nil }
        let value = first.expression.stringLiteralValue ?? first.expression.trimmedText
        let scopeText = scope.trimmedText
        let opensMenu =
            call.argument(labeled: "menu") != nil || scopeText.includes("\(receiver).menu =")
            || scopeText.includes("\(receiver).showsMenuAsPrimaryAction = true")
        return "\(opensMenu ? "menu" : "action") \(label):\(value)"
    }

    /// `EXPR` of `receiver.accessibilityLabel = EXPR` in `item`.
    static func labelValue(of receiver: String, in item: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let sequence = item.item.as(SequenceExprSyntax.self),
            let target = ExprSyntax(sequence).assignmentTarget?.as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "accessibilityLabel", target.base?.trimmedText == receiver
        else { return nil }
        return sequence.elements.last
    }

    /// Words that read the same wherever they are written: a literal without interpolation, a
    /// lookup of one literal key (`String.localized("key")`, `NSLocalizedString("key", comment: "")`,
    /// `"key".localized`), or a generated member (`L10n.more`).
    static func fixedWords(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return ExprSyntax(literal).stringLiteralValue?.contains(where: { !$0.isWhitespace }) == true
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let literals = call.arguments.filter { $0.expression.is(StringLiteralExprSyntax.self) }
            guard literals.count == call.arguments.count, call.trailingClosure == nil else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                // `"key".loco()` or `Strings.text("key")`.
                return call.arguments.isEmpty ? base.is(StringLiteralExprSyntax.self) : isTypeName(base)
            }
            return call.calleeName == "NSLocalizedString" || call.calleeName == "String" && !call.arguments.isEmpty
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return base.is(StringLiteralExprSyntax.self) || isTypeName(base)
        }
        return false
    }

    /// `String`, `L10n`, `Strings.Settings`: a type's name, not a value.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedText
        return text.first?.isUppercase == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
    }
}
