import A11yFixSyntax
import SwiftSyntax

/// A `.font` set on attributed text rather than a view: a slice of an attributed string
/// (`attributed[range].font = …`) or a variable declared or made as one (`AttributedString`,
/// `NSMutableAttributedString`, `AttributeContainer`). It has no
/// `adjustsFontForContentSizeCategory`, so no line or finding about it belongs there (judged on a
/// real app: a finding that suggested the property on `adjustedAttributedString[range]`).
enum AttributedTextReceiver {
    static let types = ["AttributedString", "NSMutableAttributedString", "NSAttributedString", "AttributeContainer"]

    static func isAttributedText(_ receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> Bool {
        if receiver.hasSuffix("]") { return true }
        guard let name = TextViewSizing.plainName(receiver),
            let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file)
        else { return false }
        let plain = type.trimmingCharacters(in: ["?", "!"])
        return types.contains { plain == $0 || plain.hasSuffix(".\($0)") }
    }
}
