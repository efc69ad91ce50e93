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
/// The label comes from the class name (`ProductCardView` → "Product card"). A gesture added in
/// a method the initializer calls (`setUp()`) gets the lines there; one added elsewhere is reported.
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

    /// Why a tap recognizer added in a UIView class gets no accessibility element.
    enum Reason: String, NamedReason {
        case onAnotherView = "on-another-view"
        case setsElement = "sets-element"
        case sameSetUp = "same-set-up"
        case notEditable = "not-editable"
        case pointGesture = "point-gesture"

        var explanation: String {
            switch self {
            case .pointGesture:
                "the tap picks a point, not a target (tap-to-focus, double-tap-to-zoom): there is no action to name"
            case .onAnotherView:
                "the recognizer is added to another view (a subview, a controller's view), not to the class itself"
            case .setsElement: "the class sets isAccessibilityElement itself"
            case .sameSetUp: "another tap recognizer in the same method gets the accessibility lines already"
            case .notEditable: "the tool cannot insert lines after this statement"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("UITapGestureRecognizer") else { return [] }
        var findings: [Finding] = []
        var done: Set<SyntaxIdentifier> = []  // one set of lines per initializer or awakeFromNib
        for call in file.functionCalls {
            guard Self.callsAddGestureRecognizer(call), let (name, group) = EnclosingType.of(call),
                let classDecl = group.as(ClassDeclSyntax.self), Self.addsTap(call, in: classDecl)
            else { continue }
            let decision = decide(call, name: name, in: classDecl, file: file, done: &done)
            let span =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(file.record(Self.self, decision, spanning: span))
        }
        return findings
    }

    /// What to do with one tap recognizer the class `name` adds: make the class an element,
    /// report where that cannot be done here, or leave it alone for a named reason.
    func decide(
        _ call: FunctionCallExprSyntax, name: String, in classDecl: ClassDeclSyntax, file: SourceFile,
        done: inout Set<SyntaxIdentifier>
    ) -> Decision {
        guard Self.isOnSelf(call) else { return .leftAlone(Reason.onAnotherView.reason) }
        if classDecl.memberBlock.trimmedText.includes("isAccessibilityElement") {
            return .leftAlone(Reason.setsElement.reason)
        }
        let setUp =
            call.ancestor(InitializerDeclSyntax.self).map(Syntax.init)
            ?? call.ancestor(FunctionDeclSyntax.self).map(Syntax.init)
        if UIKitPointGesture.isPointGesture(call, in: classDecl) { return .leftAlone(Reason.pointGesture.reason) }
        if let setUp, !done.insert(setUp.id).inserted { return .leftAlone(Reason.sameSetUp.reason) }
        // A handler that reads where the touch landed (a board, a map, a chart) does different
        // things in different places: one button would hide all but one of them.
        if classDecl.memberBlock.trimmedText.includes("location(in:") {
            return .report(
                "\(name) handles taps by where they land (location(in:)); one button element would hide the rest. Give VoiceOver an element or a custom action for each target"
            )
        }
        let phrase = ReadableName.phrase(forActionName: name)
        var lines = ["isAccessibilityElement = true", "accessibilityTraits.insert(.button)"]
        // A label the class already sets (often localized) stays; none is made from a name that says no action.
        if let phrase, !classDecl.memberBlock.trimmedText.includes("accessibilityLabel") {
            lines.append("accessibilityLabel = \(SwiftLiteral.string(phrase)) \(VerifyMarker.comment)")
        }
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self), Self.isInSetUp(call, of: classDecl) else {
            return .report(
                "\(name) handles taps but is not an accessibility element; set isAccessibilityElement, the .button trait and a label in its initializer"
            )
        }
        guard let edit = StatementInsertion.edit(insertingLines: lines, after: statement, in: file) else {
            return .leftAlone(Reason.notEditable.reason)
        }
        return .fix(
            message: "\(name) handles taps but is not an accessibility element; VoiceOver cannot reach it",
            Fix(
                edits: [edit],
                summary:
                    "`isAccessibilityElement` and `.button` trait\(lines.count > 2 ? " and `accessibilityLabel` \"\(phrase ?? "")\"" : "") on tappable \(name)",
                isInferred: lines.count > 2))
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

    /// `addGestureRecognizer(self.tap)` or `imageView.addGestureRecognizer(…)`: on the class itself.
    static func isOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "addGestureRecognizer"
            || (callee.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "addGestureRecognizer" && $0.base?.trimmedText == "self"
            } ?? false)
    }

    /// Whether the recognizer added is a tap: made in place, or a variable made from one.
    static func addsTap(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let argument = call.arguments.first?.expression else { return false }
        if argument.as(FunctionCallExprSyntax.self)?.calleeName == "UITapGestureRecognizer" { return true }
        guard let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let members = classDecl.memberBlock.trimmedText
        return members.includes("\(name) = UITapGestureRecognizer(")
            || members.includes("\(name): UITapGestureRecognizer")
    }

    /// In an initializer or `awakeFromNib`, or in a method one of them calls (`setUp()`): code
    /// that runs once for every instance, so the lines placed after the call always apply.
    static func isInSetUp(_ call: FunctionCallExprSyntax, of classDecl: ClassDeclSyntax) -> Bool {
        if call.ancestor(InitializerDeclSyntax.self) != nil { return true }
        guard let method = call.ancestor(FunctionDeclSyntax.self) else { return false }
        if method.name.text == "awakeFromNib" { return true }
        guard method.signature.parameterClause.parameters.isEmpty else { return false }
        let name = method.name.text
        return classDecl.memberBlock.members.contains { member in
            let body: CodeBlockSyntax? =
                member.decl.as(InitializerDeclSyntax.self)?.body
                ?? member.decl.as(FunctionDeclSyntax.self).flatMap { $0.name.text == "awakeFromNib" ? $0.body : nil }
            return body?.statements.contains { statement in
                let text = statement.item.trimmedText
                return text == "\(name)()" || text == "self.\(name)()"
            } ?? false
        }
    }
}
