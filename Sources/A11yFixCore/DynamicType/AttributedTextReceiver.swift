import A11yFixSyntax
import SwiftSyntax

/// A `.font` set on attributed text rather than a view: a slice of an attributed string
/// (`adjustedAttributedString[range].font = …`, by its name or declared type) or a variable declared or made as one (`AttributedString`,
/// `NSMutableAttributedString`, `AttributeContainer`). It has no
/// `adjustsFontForContentSizeCategory`, so no line or finding about it belongs there (judged on a
/// real app: a finding that suggested the property on `adjustedAttributedString[range]`).
enum AttributedTextReceiver {
    static let types = ["AttributedString", "NSMutableAttributedString", "NSAttributedString", "AttributeContainer"]

    static func isAttributedText(_ receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> Bool {
        var name = receiver
        // A slice of a string (`adjustedAttributedString[range]`), not an element of an array of views.
        if receiver.hasSuffix("]"), let open = receiver.firstIndex(of: "[") {
            name = String(receiver[..<open])
            if name.includes("String") || name.includes("string") || name.includes("ttributed") { return true }
        }
        if isTransformedAttributes(receiver, statement: statement) { return true }
        guard let name = TextViewSizing.plainName(name),
            let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file)
        else { return false }
        let plain = type.trimmingCharacters(in: ["?", "!"])
        return types.contains { plain == $0 || plain.hasSuffix(".\($0)") }
    }

    /// The attributes a `UIConfigurationTextAttributesTransformer` closure returns (`var outgoing = incoming`,
    /// or its parameter): an `AttributeContainer` for a button configuration's title, not a label.
    static func isTransformedAttributes(_ receiver: String, statement: CodeBlockItemSyntax) -> Bool {
        guard let closure = statement.ancestor(ClosureExprSyntax.self) else { return false }
        var owner = Syntax(closure).parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        let isTransformer: Bool
        if let call = owner?.as(FunctionCallExprSyntax.self) {
            isTransformer = call.calleeName == "UIConfigurationTextAttributesTransformer"
        } else if let sequence = owner?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            let target = sequence.elements.first
        {
            isTransformer = target.trimmedText.hasSuffix("TextAttributesTransformer")
        } else {
            isTransformer = false
        }
        guard isTransformer else { return false }
        let parameters = LocalNames.closureNames(closure)
        if parameters.contains(receiver) || (parameters.isEmpty && receiver == "$0") { return true }
        // `var outgoing = incoming`: a copy of the parameter.
        guard let binding = LocalNames.binding(of: receiver, before: Syntax(statement)),
            let value = binding.initializer?.value.as(DeclReferenceExprSyntax.self)
        else { return false }
        return parameters.contains(value.baseName.text) || (parameters.isEmpty && value.baseName.text == "$0")
    }
}
