import A11yFixSyntax
import SwiftSyntax

/// SwiftUI text drawn inside a ring: a `ZStack` that layers it over a `Circle()` (or a view
/// named for a ring or circle), in a type that holds its view square (`.aspectRatio(1, …)`), so
/// the container, not the text, decides the circle's size. Larger text spills out of the circle
/// (judged on a real app: a title in a stats ring of a two-column watch grid).
enum RingLayout {
    static let ringWords = ["Ring", "Circle", "Gauge"]

    /// Whether `font` styles text layered over a ring in a square type.
    static func isInRing(_ font: FunctionCallExprSyntax) -> Bool {
        guard let type = font.ancestor(StructDeclSyntax.self), holdsSquare(type) else { return false }
        var current = Syntax(font)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "ZStack",
                let content = call.trailingClosure
            else { continue }
            return content.statements.contains { item in
                guard let expression = item.item.as(ExprSyntax.self) else { return false }
                let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
                guard let name = root?.calleeName else { return false }
                return name == "Circle" || ringWords.contains { name.hasSuffix("\($0)View") || name.hasSuffix($0) }
            }
        }
        return false
    }

    /// `.aspectRatio(1, contentMode: …)` anywhere in the type: its view is held square.
    private static func holdsSquare(_ type: StructDeclSyntax) -> Bool {
        FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: type.memberBlock).contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "aspectRatio"
                && call.arguments.first?.label == nil && call.arguments.first?.expression.numberLiteralValue == 1
        }
    }
}
