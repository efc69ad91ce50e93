import A11yFixSyntax
import SwiftSyntax

/// A UIKit label centred in a ring its view draws itself (`UIBezierPath(arcCenter:radius:…)` stroked
/// by a `CAShapeLayer`), sized to its text and placed at the ring's centre: the percentage of a
/// circular progress view. The ring keeps its radius, so larger text would spill out of it (judged
/// on an app never tuned on: a fixed-geometry surface, not Dynamic Type text).
enum RingLabel {
    /// Whether `receiver` (`label`, `self.label`) is centred by `receiver.center = …` in a file that
    /// strokes an arc into a shape layer.
    static func isCentredInRing(_ receiver: String, in file: SourceFile) -> Bool {
        guard file.containsText("arcCenter"), file.containsText("CAShapeLayer") else { return false }
        let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
        guard !name.contains(".") else { return false }
        let targets: Set = ["\(name).center", "self.\(name).center"]
        return file.functionCalls.contains { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBezierPath"
                && call.arguments.first?.label?.text == "arcCenter"
        } && centres(targets, in: file.tree)
    }

    /// Whether a statement of `tree` writes one of `targets` (`label.center = pathCenter`).
    private static func centres(_ targets: Set<String>, in tree: SourceFileSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let targets: Set<String>
            var found = false
            init(_ targets: Set<String>) {
                self.targets = targets
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.item.as(ExprSyntax.self), let write = Write(expression),
                    write.operation == .assignment, targets.contains(write.target.trimmedText)
                {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(targets)
        finder.walk(tree)
        return finder.found
    }
}
