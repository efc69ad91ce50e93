import A11yFixSyntax
import SwiftSyntax

/// An overlay dismissed by a tap anywhere on it (a badge explained over the screen, a popup's
/// backdrop): the views it holds stay readable, but VoiceOver's activation lands on them, never
/// on the backdrop, so a VoiceOver user has no way out. The escape gesture (a two-finger Z) is
/// that way: `accessibilityPerformEscape()` runs what the tap runs.
enum UIKitEscapeTap {
    /// Words of a call that sends the view away.
    static let dismissWords: Set<String> = ["dismiss", "close", "hide", "remove"]

    /// The handler of the tap `call` adds, when it is a direct member of the class that takes no
    /// argument, and its body is one call sending the view away (`delegate?.dismiss()`,
    /// `removeFromSuperview()`); and that call.
    static func dismissal(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> (
        handler: FunctionDeclSyntax, statement: CodeBlockItemSyntax
    )? {
        guard let handler = UIKitPointGesture.handler(of: call, in: classDecl),
            handler.parent?.parent?.parent?.id == classDecl.memberBlock.id,
            handler.signature.parameterClause.parameters.isEmpty,
            let statements = handler.body?.statements, statements.count == 1, let statement = statements.first,
            let made = statement.item.as(FunctionCallExprSyntax.self), made.trailingClosure == nil,
            let name = made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ReadableName.words(of: name).contains(where: { dismissWords.contains($0.lowercased()) }),
            !name.lowercased().includes("keyboard")
        else { return nil }
        return (handler, statement)
    }

    /// Whether what the view holds (`held`, "UILabel and UIButton") takes VoiceOver's activation
    /// itself. Labels do not: activating one taps the view under it, so its tap is reachable already.
    static func catchesActivation(_ held: String) -> Bool {
        held.components(separatedBy: " and ").contains { !$0.hasSuffix("Label") }
    }

    /// Whether the class handles the escape gesture already.
    static func escapes(_ classDecl: ClassDeclSyntax) -> Bool {
        classDecl.memberBlock.trimmedText.includes("accessibilityPerformEscape")
    }

    /// The method to add after the handler: the escape gesture runs the tap's call.
    static func edit(after handler: FunctionDeclSyntax, running statement: CodeBlockItemSyntax, in file: SourceFile)
        -> TextEdit
    {
        let end = handler.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = file.indentation(ofLineContaining: handler.positionAfterSkippingLeadingTrivia.utf8Offset)
        let inner = indentation + file.indentUnit
        let newline = file.lineEnding
        let method =
            newline + newline + indentation + "override func accessibilityPerformEscape() -> Bool {" + newline + inner
            + statement.trimmedText + newline + inner + "return true" + newline + indentation + "}"
        return .insert(method, at: end)
    }
}
