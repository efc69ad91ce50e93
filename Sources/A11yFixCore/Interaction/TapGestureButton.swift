import SwiftSyntax

/// Makes tappable non-button views work with VoiceOver, Voice Control and Switch Control.
///
/// Before:
///
///     HStack { Image(systemName: "cart"); Text("Cart") }
///         .onTapGesture { openCart() }
///
/// After:
///
///     HStack { Image(systemName: "cart"); Text("Cart") }
///         .onTapGesture { openCart() }
///         .accessibilityElement(children: .combine)
///         .accessibilityAddTraits(.isButton)
///
/// Content without `Text` gets `.accessibilityElement(children: .ignore)` and an inferred,
/// [VERIFY]-marked label from the action's name or the image. Not changed: `Button`s, views
/// inside a `Button`, double taps (`count: 2`), and views that already have `.isButton`/`.isLink`.
public struct TapGestureButton: Transform {
    public static let descriptor = TransformDescriptor(
        id: "tap-gesture-button",
        summary: "Gives views with .onTapGesture the button trait and a combined or inferred label",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "tappable views that are not buttons to assistive tech"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("onTapGesture") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onTapGesture",
                  let base = member.base, (call.argument(labeled: "count")?.expression.numberLiteralValue ?? 1) == 1 else { continue }
            let inner = ModifierChain(endingAt: base)
            guard let root = inner.root.as(FunctionCallExprSyntax.self), root.calleeName != "Button",
                  !ControlNames.isInsideControl(root) else { continue }
            let chain = ModifierChain(startingAt: root)
            guard !chain.addsTraits([".isButton", ".isLink"]),
                  !chain.modifiers.contains(where: { ["accessibilityElement", "accessibilityRepresentation", "accessibilityHidden"].contains($0.name) })
            else { continue }
            let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
            var lines: [String]
            let summary: String
            let inferred: Bool
            if Self.containsText(root) {
                lines = [modifiers.element(children: ".combine"), modifiers.addTraits(".isButton")]
                summary = "`.accessibilityAddTraits(.isButton)` and combined children on tappable \(root.calleeName ?? "view")"
                inferred = false
            } else if chain.hasAccessibilityLabel {
                // The view is already named: keep that name.
                lines = [modifiers.element(children: ".ignore"), modifiers.addTraits(".isButton")]
                summary = "`.accessibilityAddTraits(.isButton)` on tappable \(root.calleeName ?? "view"), keeping its label"
                inferred = false
            } else {
                let action = call.trailingClosure.map(ExprSyntax.init) ?? call.argument(labeled: "perform")?.expression
                let phrase = action.flatMap(ActionName.name(of:)).flatMap(ReadableName.phrase(forActionName:))
                    ?? Self.imageName(in: root).flatMap { context.phrases.phrase(for: $0) ?? ReadableName.phrase(forImageName: $0) }
                guard let phrase else {
                    findings.append(file.finding(Self.self, at: call, message:
                        "view with .onTapGesture is not a button for VoiceOver, and no label can be inferred; add .accessibilityAddTraits(.isButton) and a label by hand"))
                    continue
                }
                lines = [modifiers.element(children: ".ignore"), modifiers.addTraits(".isButton"),
                         modifiers.label(SwiftLiteral.string(phrase)) + " " + VerifyMarker.comment]
                summary = "`.accessibilityAddTraits(.isButton)` and `.accessibilityLabel` on tappable \(phrase) \(root.calleeName ?? "view")"
                inferred = true
            }
            guard let edit = ModifierInsertion.edit(appending: lines, to: chain, in: file) else { continue }
            findings.append(file.finding(Self.self, at: call, message:
                "view with .onTapGesture is not a button for VoiceOver, Voice Control or Switch Control; add \(lines.map { $0.components(separatedBy: " //")[0] }.joined())",
                fix: Fix(edits: [edit], summary: summary, isInferred: inferred, namedElement: chain.element)))
        }
        return findings
    }

    static func containsText(_ view: FunctionCallExprSyntax) -> Bool {
        view.calleeName == "Text" || view.calleeName == "Label" || view.singleLineText.includes("Text(") || view.singleLineText.includes("Label(")
    }

    /// The literal name of the first image in the view, if any.
    static func imageName(in view: FunctionCallExprSyntax) -> String? {
        if view.calleeName == "Image", let image = ImageContent.images(in: ExprSyntax(view))?.first, case let .literal(name) = image.name { return name }
        for closure in [view.trailingClosure].compactMap({ $0 }) {
            for statement in closure.statements {
                guard case let .expr(expression) = statement.item,
                      let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
                      let name = imageName(in: root) else { continue }
                return name
            }
        }
        return nil
    }
}
