import A11yFixSyntax
import SwiftSyntax

/// Fonts that only measure text or draw it into an image: no text on screen follows them, so
/// scaling them changes measurements and pictures, not what the user reads.
enum FontMeasuringUse {
    /// Font metrics read straight off the font: `UIFont.systemFont(ofSize: 14).lineHeight`.
    static let metrics: Set<String> = [
        "lineHeight", "capHeight", "ascender", "descender", "xHeight", "leading", "pointSize",
    ]
    /// `UIGraphicsImageRenderer` methods whose closure draws an image.
    static let rendererMethods: Set<String> = ["image", "pngData", "jpegData"]

    /// Whether the font expression is only used to measure or draw text.
    static func isOnlyMeasuredOrDrawn(_ expression: ExprSyntax, in file: SourceFile) -> Bool {
        use(of: Syntax(expression), in: file, depth: 0) == .measuring
    }

    private enum Use { case measuring, other }

    private static func use(of node: Syntax, in file: SourceFile, depth: Int) -> Use {
        guard depth < 4 else { return .other }
        if isInDrawingContext(node, in: file) { return .measuring }
        // Metrics read off the value itself (through `!`, `?` and parentheses).
        var value = node
        while let parent = value.parent, isTransparent(parent) { value = parent }
        if let member = value.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == value.id,
            metrics.contains(member.declName.baseName.text)
        {
            return .measuring
        }
        // A measuring or drawing call around it in the same statement.
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
            !parent.is(ClosureExprSyntax.self)
        {
            if let call = parent.as(FunctionCallExprSyntax.self), isMeasuringOrDrawing(call) { return .measuring }
            current = parent
        }
        // Through a variable: `let font = …`, `let attributes = [.font: …]`, `font = …`.
        guard let (name, scope, after) = boundName(of: node) else { return .other }
        let usages = references(to: name, in: scope, after: after)
        guard !usages.isEmpty else { return .other }
        for usage in usages where use(of: usage, in: file, depth: depth + 1) == .other { return .other }
        return .measuring
    }

    /// `x!`, `x?`, `(x)`: the same value.
    private static func isTransparent(_ node: Syntax) -> Bool {
        if node.is(ForceUnwrapExprSyntax.self) || node.is(OptionalChainingExprSyntax.self) { return true }
        if let tuple = node.as(TupleExprSyntax.self) { return tuple.elements.count == 1 }
        if let list = node.as(LabeledExprListSyntax.self) {
            return list.count == 1 && list.parent?.is(TupleExprSyntax.self) == true
        }
        if let element = node.as(LabeledExprSyntax.self) {
            return element.label == nil && element.parent?.parent?.is(TupleExprSyntax.self) == true
        }
        return false
    }

    /// `boundingRect(with:…)`, `size(withAttributes:)`, `size()`, `draw(in:)`, `draw(at:)`, `draw(with:…)`.
    static func isMeasuringOrDrawing(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case "boundingRect", "draw": return true
        case "size": return call.arguments.isEmpty || call.arguments.first?.label?.text == "withAttributes"
        default: return false
        }
    }

    /// Inside a `UIGraphicsImageRenderer` closure, or after `UIGraphicsBeginImageContext…` in the
    /// same body.
    static func isInDrawingContext(_ node: Syntax, in file: SourceFile) -> Bool {
        guard file.containsAny("GraphicsImageRenderer", "UIGraphicsBeginImageContext") else { return false }
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
                    call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                }
                if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    rendererMethods.contains(member.declName.baseName.text)
                {
                    return true
                }
            }
            let statements =
                parent.as(CodeBlockSyntax.self)?.statements ?? parent.as(ClosureExprSyntax.self)?.statements
            if let statements,
                statements.contains(where: {
                    $0.endPosition <= node.position && $0.trimmedText.includes("UIGraphicsBeginImageContext")
                })
            {
                return true
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The name a statement binds the value at `node` to, where to look for its uses, and the
    /// position after which they count.
    private static func boundName(of node: Syntax) -> (String, Syntax, AbsolutePosition)? {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
            !parent.is(ClosureExprSyntax.self)
        {
            if let initializer = parent.as(InitializerClauseSyntax.self),
                let binding = initializer.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return scope(of: binding).map { (name, $0, binding.endPosition) }
            }
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = Array(sequence.elements).first,
                node.position >= Array(sequence.elements)[2].position,
                let name = FontSizeSource.referencedName(target)
            {
                return scope(of: sequence).map { (name, $0, sequence.endPosition) }
            }
            current = parent
        }
        return nil
    }

    /// The body a binding's name is visible in: the function, closure or accessor around it, the
    /// type for a property, or the file.
    private static func scope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self)
                || parent.is(SourceFileSyntax.self)
            {
                return parent
            }
            current = parent.parent
        }
        return nil
    }

    /// Reads of `name` in `scope` after `position`: `name` or `self.name`, not member names
    /// (`label.name`) and not the left side of an assignment.
    static func references(to name: String, in scope: Syntax, after position: AbsolutePosition) -> [Syntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            let position: AbsolutePosition
            var found: [Syntax] = []
            init(name: String, position: AbsolutePosition) {
                self.name = name
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name, node.position >= position else { return .skipChildren }
                var reference = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                        return .skipChildren
                    }
                    reference = Syntax(member)
                }
                if let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self),
                    reference.parent?.is(ExprListSyntax.self) == true,
                    sequence.elements.count == 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                    Array(sequence.elements)[0].id == reference.id
                {
                    return .skipChildren
                }
                found.append(reference)
                return .skipChildren
            }
        }
        let finder = Finder(name: name, position: position)
        finder.walk(scope)
        return finder.found
    }
}
