import SwiftSyntax

/// Why a SwiftUI font is meant to stay one size, when its layout says so: scaling the text there
/// clips it or makes it overlap, so the font transforms leave it alone and count it.
///
/// - a constant height (`.frame(height: 30)`, `.frame(width: 30, height: 30)`) or a `.position`
///   on the view or on a view that contains it in the same body;
/// - `.minimumScaleFactor` on the view or a container: the author already shrinks text to fit;
/// - widgets (WidgetKit) and ClockKit complications, which draw into a canvas of fixed size;
/// - text drawn into an image (`ImageRenderer`).
public enum FixedTextLayout {
    public static func reason(for font: FunctionCallExprSyntax, in file: SourceFile) -> String? {
        if file.importedModules.contains("ClockKit") { return "a watch complication" }
        // A widget draws into a canvas of fixed size; WidgetKit scales its text within limits itself.
        if file.importedModules.contains("WidgetKit") { return "a widget" }
        var current = Syntax(font)
        while let parent = current.parent {
            defer { current = parent }
            // The containing declaration ends the body.
            if parent.is(DeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            guard let call = parent.as(FunctionCallExprSyntax.self) else { continue }
            if call.calleeName == "ImageRenderer" { return "text drawn into an image" }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
            switch member.declName.baseName.text {
            case "frame" where hasConstantHeight(call): return "a constant frame"
            case "position": return "a fixed .position"
            case "minimumScaleFactor": return ".minimumScaleFactor"
            default: break
            }
        }
        return nil
    }

    /// `height:` (or `maxHeight:`) given as a number or a type's constant (`Layout.rowHeight`).
    static func hasConstantHeight(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.arguments.contains { argument in
            guard let label = argument.label?.text, label == "height" || label == "maxHeight" else { return false }
            return isConstant(argument.expression)
        }
    }

    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.numberLiteralValue != nil { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text.first?.isUppercase == true
        }
        return false
    }
}
