import A11yFixSyntax
import SwiftSyntax

/// A font for one run appended to an attributed string whose other runs were styled elsewhere
/// (`lastAttrString.append(AttributedString(tail, attributes: [.font: …]))` where
/// `lastAttrString` comes from a property, a parameter or another function's result). Those runs
/// keep fonts this edit cannot see or change, so scaling this run alone mixes sizes in one text
/// (judged on a real app: the streamed tail of a highlighted code block changed size against the
/// highlighted part). An attributed string made in the same function is built here, run by run.
enum AppendedRunFont {
    static let appendingMethods: Set<String> = ["append", "insert"]

    /// The attributed string `target` is appended to, as written, when its other runs come from elsewhere.
    static func foreignBase(of target: ExprSyntax, in file: SourceFile) -> String? {
        var current = Syntax(target)
        var madeRun = false
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self) else { continue }
            if let name = call.calleeName, name.hasSuffix("AttributedString") {
                madeRun = true
                continue
            }
            guard madeRun, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                appendingMethods.contains(member.declName.baseName.text), let base = member.base
            else { continue }
            let name = base.trimmedText
            // Made in this function from scratch: its runs are all written here.
            if let binding = LocalNames.binding(of: name, before: Syntax(call)),
                let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName,
                made.hasSuffix("AttributedString")
            {
                return nil
            }
            return name
        }
        return nil
    }
}
