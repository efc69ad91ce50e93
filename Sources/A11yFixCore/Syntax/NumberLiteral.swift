import SwiftSyntax

extension ExprSyntax {
    /// The value of an integer or floating-point literal (`17`, `17.5`, `1_000`), if this is one.
    public var numberLiteralValue: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }

    /// `.bold` or `Font.Weight.bold` / `UIFont.Weight.bold` as a weight.
    public var fontWeightValue: FontWeight? {
        guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
        return FontWeight(rawValue: member.declName.baseName.text)
    }
}
