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
        guard let name = TextViewSizing.plainName(name),
            let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file)
        else { return false }
        let plain = type.trimmingCharacters(in: ["?", "!"])
        return types.contains { plain == $0 || plain.hasSuffix(".\($0)") }
    }
}
