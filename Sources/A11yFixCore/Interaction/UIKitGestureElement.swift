import A11yFixSyntax
import SwiftSyntax

/// Makes tappable custom UIKit views accessibility elements.
///
/// A `UIView` subclass that adds a `UITapGestureRecognizer` to itself and never sets
/// `isAccessibilityElement` gets, after the `addGestureRecognizer` line in its initializer or
/// `awakeFromNib`:
///
///     isAccessibilityElement = true
///     accessibilityTraits.insert(.button)
///     accessibilityLabel = "Product card" // [VERIFY] confirm label matches intent
///
/// The label comes from the class name (`ProductCardView` → "Product card"). A gesture added
/// elsewhere (a `setUp()` method) is reported instead.
public struct UIKitGestureElement: Transform {
    public static let descriptor = TransformDescriptor(
        id: "uikit-gesture-element",
        summary: "Makes UIView subclasses with a tap gesture accessibility elements with the button trait and a label",
        frameworks: [.uiKit],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "tappable UIKit views unreachable by VoiceOver",
        blocks: [.voiceOver]
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("UITapGestureRecognizer") else { return [] }
        var findings: [Finding] = []
        var done: Set<SyntaxIdentifier> = []  // one set of lines per initializer or awakeFromNib
        for call in file.functionCalls {
            guard Self.callsAddGestureRecognizer(call), let (name, group) = EnclosingType.of(call),
                let classDecl = group.as(ClassDeclSyntax.self),
                Self.addsTapToSelf(call, in: classDecl),
                !classDecl.memberBlock.trimmedText.includes("isAccessibilityElement")
            else { continue }
            let setUp =
                call.ancestor(InitializerDeclSyntax.self).map(Syntax.init)
                ?? call.ancestor(FunctionDeclSyntax.self).map(Syntax.init)
            if let setUp { guard done.insert(setUp.id).inserted else { continue } }
            // A handler that reads where the touch landed (a board, a map, a chart) does different
            // things in different places: one button would hide all but one of them.
            if classDecl.memberBlock.trimmedText.includes("location(in:") {
                findings.append(
                    file.finding(
                        Self.self, at: call,
                        message:
                            "\(name) handles taps by where they land (location(in:)); one button element would hide the rest. Give VoiceOver an element or a custom action for each target"
                    ))
                continue
            }
            let phrase = ReadableName.phrase(forActionName: name)
            var lines = ["isAccessibilityElement = true", "accessibilityTraits.insert(.button)"]
            // A label the class already sets (often localized) stays; none is made from a name that says no action.
            if let phrase, !classDecl.memberBlock.trimmedText.includes("accessibilityLabel") {
                lines.append("accessibilityLabel = \(SwiftLiteral.string(phrase)) \(VerifyMarker.comment)")
            }
            guard let statement = call.parent?.as(CodeBlockItemSyntax.self), Self.isInSetUp(call) else {
                findings.append(
                    file.finding(
                        Self.self, at: call,
                        message:
                            "\(name) handles taps but is not an accessibility element; set isAccessibilityElement, the .button trait and a label in its initializer"
                    ))
                continue
            }
            let text = lines.joined(
                separator: file.lineEnding
                    + file.indentation(ofLineContaining: statement.positionAfterSkippingLeadingTrivia.utf8Offset))
            guard let edit = StatementInsertion.edit(inserting: text, after: statement, in: file) else { continue }
            findings.append(
                file.finding(
                    Self.self, at: call,
                    message:
                        "\(name) handles taps but is not an accessibility element; VoiceOver cannot reach it",
                    fix: Fix(
                        edits: [edit],
                        summary:
                            "`isAccessibilityElement` and `.button` trait\(lines.count > 2 ? " and `accessibilityLabel` \"\(phrase ?? "")\"" : "") on tappable \(name)",
                        isInferred: lines.count > 2)))
        }
        return findings
    }

    /// `addGestureRecognizer(UITapGestureRecognizer(…))` or of a variable made from one, on self.
    /// The cheap first filter: most calls in a file are not this one.
    static func callsAddGestureRecognizer(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name == "addGestureRecognizer"
    }

    static func addsTapToSelf(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        let callee = call.calledExpression
        let onSelf =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "addGestureRecognizer"
            || (callee.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "addGestureRecognizer" && $0.base?.trimmedText == "self"
            } ?? false)
        guard onSelf, let argument = call.arguments.first?.expression else { return false }
        if argument.as(FunctionCallExprSyntax.self)?.calleeName == "UITapGestureRecognizer" { return true }
        guard let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let members = classDecl.memberBlock.trimmedText
        return members.includes("\(name) = UITapGestureRecognizer(")
            || members.includes("\(name): UITapGestureRecognizer")
    }

    static func isInSetUp(_ call: FunctionCallExprSyntax) -> Bool {
        if call.ancestor(InitializerDeclSyntax.self) != nil { return true }
        return call.ancestor(FunctionDeclSyntax.self)?.name.text == "awakeFromNib"
    }
}
