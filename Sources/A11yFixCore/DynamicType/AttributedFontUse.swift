import A11yFixSyntax
import Foundation
import SwiftSyntax

/// Fonts in attributed strings that no reader sees as scalable text: a run of only spaces or line
/// breaks (a spacer, whose font sets the gap), and UIKit-scope fonts on a Swift `AttributedString`
/// that SwiftUI `Text` shows, which reads only SwiftUI-scope attributes.
enum AttributedFontUse {
    static let attributedTypes: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    /// `NSAttributedString(string: "\n\n", attributes: [.font: font])`: the font styles a run
    /// that is only whitespace; also through a `let` dictionary that only such runs use.
    static func stylesOnlyWhitespace(_ font: ExprSyntax) -> Bool {
        if stylesOnlyWhitespace(at: Syntax(font)) { return true }
        guard let (name, scope, after) = attributesVariable(holding: font) else { return false }
        let uses = FontMeasuringUse.references(to: name, in: scope, after: after)
        return !uses.isEmpty && uses.allSatisfy(stylesOnlyWhitespace(at:))
    }

    /// `let gap: [NSAttributedString.Key: Any] = [.font: font]`: the name, the body it is visible
    /// in, and where it is bound.
    static func attributesVariable(holding font: ExprSyntax) -> (String, Syntax, AbsolutePosition)? {
        guard
            let dictionary = font.parent?.as(DictionaryElementSyntax.self)?.parent?.parent?.as(
                DictionaryExprSyntax.self),
            let binding = dictionary.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        var current = binding.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) {
                return (name, parent, binding.endPosition)
            }
            // A property's dictionary may be read anywhere in the type: not followed.
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    private static func stylesOnlyWhitespace(at node: Syntax) -> Bool {
        let font = node
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self)
        {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self), let name = call.calleeName,
                attributedTypes.contains(name),
                let attributes = call.argument(labeled: "attributes"),
                attributes.position <= font.position, font.endPosition <= attributes.endPosition
            else { continue }
            let text = (call.argument(labeled: "string") ?? call.arguments.first)?.expression
            return text.map(isWhitespaceLiteral) ?? false
        }
        return false
    }

    /// A string literal without interpolation that holds only spaces, tabs and line breaks
    /// (escaped or not); the empty string too.
    static func isWhitespaceLiteral(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self)?.content.text else { return false }
            let unescaped = text.replacingOccurrences(of: "\\n", with: "").replacingOccurrences(of: "\\t", with: "")
                .replacingOccurrences(of: "\\r", with: "")
            guard unescaped.allSatisfy(\.isWhitespace) else { return false }
        }
        return true
    }

    /// A UIKit-scope font (`attributed.uiKit.font = …`, `container.uiKit.font = …`,
    /// `AttributeContainer().uiKit.font(…)`, `.font` of an `AttributedString` set to a `UIFont`)
    /// in a file whose attributed strings end in SwiftUI `Text`: nothing draws it.
    static func isUIKitScopeInSwiftUIText(_ font: ExprSyntax, assignment: FontAssignment?, in file: SourceFile)
        -> Bool
    {
        guard file.importedModules.contains("SwiftUI"), file.containsText("Text("),
            // Converted for a UIKit view (`NSAttributedString(attributed)`), the attribute is drawn.
            !file.containsText("NSAttributedString(")
        else { return false }
        if let assignment {
            let parts = assignment.receiver.split(separator: ".")
            if parts.last == "uiKit" { return true }
            guard let root = parts.first.map({ String($0.prefix { $0 != "[" }) }) else { return false }
            return attributedStringNames(in: file).contains(root)
        }
        // `.uiKit.font(…)` or `AttributeContainer().font(…)` with the font as its argument.
        guard let argument = font.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font"
        else { return false }
        let base = member.base?.trimmedText ?? ""
        return base.hasSuffix("uiKit") || base.hasPrefix("AttributeContainer(")
    }

    /// Variables the file declares as `AttributedString` or `AttributeContainer`, by annotation or
    /// initializer.
    static func attributedStringNames(in file: SourceFile) -> Set<String> {
        file.memoized("AttributedFontUse.names") {
            var names: Set<String> = []
            for variable in file.variableDecls {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let types: Set<String> = ["AttributedString", "AttributeContainer"]
                    let annotated = binding.typeAnnotation?.type.trimmedText.trimmingCharacters(in: ["?", "!"])
                    let initialized = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
                    if annotated.map(types.contains) == true || initialized.map(types.contains) == true {
                        names.insert(name)
                    }
                }
            }
            return names
        }
    }
}
