import SwiftSyntax

/// Tells VoiceOver which option is chosen when only a glyph shows it.
///
/// Before:
///
///     Button { selection = option } label: {
///         HStack {
///             Text(option.name)
///             if selection == option { Image(systemName: "checkmark") }
///         }
///     }
///
/// After:
///
///     Button { selection = option } label: { … }
///         .accessibilityAddTraits(selection == option ? .isSelected : [])
///
/// The condition is the one the code already uses to draw the checkmark or the filled radio
/// circle (`if c { checkmark }`, `Image(systemName: c ? "checkmark.circle.fill" : "circle")`), so
/// the trait follows exactly what is shown. Not changed: controls that already set traits or a
/// value, and glyphs that are not selection marks.
public struct SelectionTrait: Transform {
    public static let descriptor = TransformDescriptor(
        id: "selection-trait",
        summary: "Adds .isSelected to buttons and tappable rows whose selection only a checkmark or radio glyph shows",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver],
        tier: .incompleteSupport,
        problem: "selection shown only by a glyph"
    )

    /// Glyphs that mark the chosen option.
    static let marks: Set<String> = ["checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.square", "checkmark.square.fill",
                                     "largecircle.fill.circle", "record.circle", "record.circle.fill", "circle.inset.filled", "smallcircle.filled.circle"]
    /// The empty look of an option that is not chosen.
    static let emptyMarks: Set<String> = ["circle", "square", ""]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("checkmark") || file.containsText("circle") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            let control: FunctionCallExprSyntax
            let content: Syntax
            if call.calleeName == "Button", let label = call.closure(labeled: "label") ?? call.trailingClosure {
                control = call
                content = Syntax(label)
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onTapGesture",
                      let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self),
                      !ControlNames.isInsideControl(root) {
                control = root
                content = Syntax(root)
            } else {
                continue
            }
            let chain = ModifierChain(startingAt: control)
            guard !chain.modifiers.contains(where: Self.saysState),
                  let condition = Self.selectionCondition(in: content) else { continue }
            let modifiers = AccessibilityModifiers(at: control, in: file, context: context)
            // `==`, `&&` and `||` bind tighter than `?:`; only a ternary or `??` inside needs parentheses.
            let parenthesized = condition.contains("?") ? "(\(condition))" : condition
            let line = modifiers.addTraits("\(parenthesized) ? .isSelected : []")
            guard let edit = ModifierInsertion.edit(appending: line, to: chain, in: file) else { continue }
            findings.append(file.finding(Self.self, at: control, message:
                "selection is shown only by a glyph; VoiceOver does not say which option is chosen. Add \(line)",
                fix: Fix(edits: [edit], summary: "`.isSelected` trait following `\(condition)` on \(control.calleeName ?? "a tappable view")", isInferred: false)))
        }
        return findings
    }

    /// A modifier that already gives traits, a value or a whole representation (also the
    /// pre-iOS 14 `.accessibility(addTraits:)` / `.accessibility(value:)`).
    /// Other traits (`.isButton`, added by tap-gesture-button) say nothing of the selection.
    static func saysState(_ modifier: ModifierChain.Modifier) -> Bool {
        let arguments = modifier.call?.arguments ?? []
        switch modifier.name {
        case "accessibilityValue", "accessibilityRepresentation", "accessibilityHidden": return true
        case "accessibilityAddTraits": return arguments.trimmedText.includes("isSelected")
        case "accessibility":
            return arguments.contains { ["value", "hidden"].contains($0.label?.text ?? "") || $0.label?.text == "addTraits" && $0.trimmedText.includes("isSelected") }
        default: return false
        }
    }

    /// The condition under which `content` draws a selection mark, as written.
    static func selectionCondition(in content: Syntax) -> String? {
        for node in content.children(viewMode: .sourceAccurate) {
            // `if isChosen { Image(systemName: "checkmark") }`
            if let ifExpression = node.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
               case let .expression(condition) = ifExpression.conditions.first!.condition,
               drawsMark(Syntax(ifExpression.body)), !(ifExpression.elseBody.map { drawsMark(Syntax($0)) } ?? false) {
                return condition.trimmedText
            }
            // `Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")`
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Image",
               let parts = call.argument(labeled: "systemName")?.expression.ternaryParts,
               let whenTrue = parts.whenTrue.stringLiteralValue, let whenFalse = parts.whenFalse.stringLiteralValue {
                if marks.contains(whenTrue), emptyMarks.contains(whenFalse) { return parts.condition }
                if marks.contains(whenFalse), emptyMarks.contains(whenTrue) {
                    return parts.condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? "!" + parts.condition : "!(\(parts.condition))"
                }
            }
            // A nested view, or a `Button`'s own label: nothing past another control.
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName, ProjectIndex.controls.contains(name) { continue }
            if let found = selectionCondition(in: node) { return found }
        }
        return nil
    }

    /// Whether `node` draws a selection mark and nothing that could be the option's own content.
    static func drawsMark(_ node: Syntax) -> Bool {
        var sawMark = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case let .stringSegment(text) = token.tokenKind {
                guard marks.contains(text) else { return false }
                sawMark = true
            }
        }
        return sawMark
    }
}
