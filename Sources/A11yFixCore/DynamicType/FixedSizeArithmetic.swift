import SwiftSyntax

/// A size worked out from fixed numbers: `UIFont.systemFontSize * 1.2`, `bodySize + 2`. Every
/// operand is fixed, so the result is one fixed size, which `UIFontMetrics` scales like any other.
enum FixedSizeArithmetic {
    /// The value of `a op b` (`+`, `-`, `*`, `/`) when both operands have a fixed value; nil for
    /// anything longer or any operand that is not fixed.
    static func value(of elements: [ExprSyntax], sizeOf: (ExprSyntax) -> Double?) -> Double? {
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let left = sizeOf(elements[0]), let right = sizeOf(elements[2])
        else { return nil }
        let result: Double
        switch operation {
        case "+": result = left + right
        case "-": result = left - right
        case "*": result = left * right
        case "/" where right != 0: result = left / right
        default: return nil
        }
        // Rounded to a tenth of a point, as sizes are written.
        return (result * 10).rounded() / 10
    }
}
