import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yFixCore

/// A bar widened to a progress value in a progress setter fills in place; the same function
/// moving a marker, growing a bar's height or laying out something else, or a width set by a
/// function not named for progress, travels.
@Suite struct ProgressBarWidthTests {
    /// The animations closure of the one `UIView.animate` call in `body`, in `function`.
    private func fills(_ body: String, function: String = "func setProgress(_ progress: Float, animated: Bool)")
        -> Bool
    {
        let source = "\(function) {\n UIView.animate(withDuration: 0.3, animations: {\n\(body)\n })\n}"
        let file = Parser.parse(source: source)
        guard case let .decl(decl) = file.statements.first!.item, let declaration = decl.as(FunctionDeclSyntax.self),
            case let .expr(expression)? = declaration.body?.statements.first?.item,
            let call = expression.as(FunctionCallExprSyntax.self),
            let closure = call.arguments.first(where: { $0.label?.text == "animations" })?.expression.as(
                ClosureExprSyntax.self)
        else {
            Issue.record("no animations closure")
            return false
        }
        return ProgressBarWidth.fills(closure, in: declaration)
    }

    @Test(arguments: [
        "var frame = bar.frame\nframe.size.width = CGFloat(progress) * bounds.width\nbar.frame = frame",
        "bar.frame.size.width = CGFloat(progress) * 200",
        "widthConstraint.constant = CGFloat(progress) * track.bounds.width\nlayoutIfNeeded()",
    ])
    func barFills(body: String) {
        #expect(fills(body))
    }

    @Test(arguments: [
        "marker.frame.origin.x = CGFloat(progress) * bounds.width",
        "bar.frame.size.height = CGFloat(progress) * bounds.height",
        "bar.frame.size.width = CGFloat(progress) * bounds.width\ncard.center.y -= 20",
        "bar.frame.size.width = CGFloat(progress) * bounds.width\nshowDetails()",
    ])
    func moves(body: String) {
        #expect(!fills(body))
    }

    @Test func aWidthSetOutsideAProgressSetterMoves() {
        #expect(!fills("bar.frame.size.width = width", function: "func resize(to width: CGFloat)"))
    }
}
