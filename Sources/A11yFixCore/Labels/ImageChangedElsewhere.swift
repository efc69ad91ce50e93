import A11yFixSyntax
import SwiftSyntax

/// A stored button whose symbol another method of its type replaces with another one:
///
///     private lazy var playPauseButton = UIBarButtonItem(image: UIImage(systemName: "play.fill"), …)
///     func update(isPlaying: Bool) { playPauseButton.image = UIImage(systemName: isPlaying ? "pause.fill" : "play.fill") }
///
/// The button does one thing while it shows one symbol and another while it shows the next (play,
/// then pause): a phrase fixed where it is made is wrong in one of them.
enum ImageChangedElsewhere {
    /// Whether another method of the type around `call` sets `property`'s image to a symbol other
    /// than `shown`'s (another literal, or a name chosen at run time). Symbols the same method picks
    /// in its branches (`case .faceID:` … `case .touchID:`) are each labelled where they are set.
    static func changes(_ property: String, shown: ExprSyntax, at call: some SyntaxProtocol, outside scope: Syntax)
        -> Bool
    {
        guard let members = memberBlock(around: Syntax(call)) else { return false }
        let first = UIKitButtonLabel.systemSymbol(of: shown).map { $0.prefix { $0 != "." } }
        let owner = member(around: Syntax(call)) ?? scope
        let span = owner.position..<owner.endPosition
        for sequence in SourceFile.descendants(SequenceExprSyntax.self, of: members)
        where !span.contains(sequence.position) {
            guard let target = ExprSyntax(sequence).assignmentTarget,
                LabelAssignments.normalized(target.trimmedText) == "\(property).image",
                let value = sequence.elements.last, differs(value, from: first)
            else { continue }
            return true
        }
        for setter in SourceFile.descendants(FunctionCallExprSyntax.self, of: members)
        where !span.contains(setter.position) {
            guard let member = setter.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "setImage",
                let base = member.base, LabelAssignments.normalized(base.trimmedText) == property,
                setter.argument(labeled: "for")?.expression.trimmedText == ".normal",
                let value = setter.arguments.first?.expression, differs(value, from: first)
            else { continue }
            return true
        }
        return false
    }

    /// `UIImage(systemName: imageName)`, or a literal symbol of another first word than `first`.
    private static func differs(_ value: ExprSyntax, from first: Substring?) -> Bool {
        let call = (value.as(ForceUnwrapExprSyntax.self)?.expression ?? value).as(FunctionCallExprSyntax.self)
        guard let name = call?.argument(labeled: "systemName")?.expression else { return false }
        guard let literal = name.stringLiteralValue else { return true }
        return first.map { literal.prefix { $0 != "." } != $0 } ?? false
    }

    /// The method, initializer, accessor or stored property `node` is written in.
    private static func member(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(AccessorDeclSyntax.self)
                || (node.is(VariableDeclSyntax.self) && node.parent?.is(MemberBlockItemSyntax.self) == true)
            {
                return node
            }
            current = node.parent
        }
        return nil
    }

    private static func memberBlock(around node: Syntax) -> MemberBlockSyntax? {
        var current = node.parent
        while let node = current {
            if let block = node.as(MemberBlockSyntax.self) { return block }
            current = node.parent
        }
        return nil
    }
}
