import A11yFixSyntax
import SwiftSyntax

/// A UIKit animation that answers a finger going down or up on a control: it dims, recolours or
/// shrinks the control a little in place and puts it back on release. That is feedback, not motion
/// (judged on apps never tuned on: gating it only made the press feel dead); a block that moves the
/// control (a frame, a centre, a translation, a constraint) is still gated.
enum PressFeedback {
    /// Words of a handler a touch going down or up calls.
    static let pressWords: Set<String> = [
        "touch", "touches", "down", "lift", "lifted", "release", "released", "press", "pressed", "highlight",
        "highlighted", "unhighlight", "unhighlighted",
    ]

    static func isPressFeedback(_ call: FunctionCallExprSyntax, animations: ClosureExprSyntax) -> Bool {
        guard isInPressHandler(call) else { return false }
        var onlyFeedback = true
        var changesSomething = false
        for token in animations.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind,
                token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                isAssigned(token)
            else { continue }
            changesSomething = true
            switch name {
            case "alpha", "backgroundColor", "tintColor", "textColor", "borderColor", "shadowOpacity", "isHighlighted":
                continue
            case "transform":
                if !isSmallScale(assignedValue(of: token)) { onlyFeedback = false }
            default:
                onlyFeedback = false
            }
        }
        return changesSomething && onlyFeedback
    }

    /// In `touchesBegan`/`touchesEnded`/`touchesCancelled`, an `isHighlighted`/`isSelected` observer, or
    /// an `@objc` method named for a touch going down or up (`didTouchDown`, `didLift`).
    static func isInPressHandler(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call).parent
        while let node = current {
            if let accessor = node.as(AccessorDeclSyntax.self),
                [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind),
                let binding = accessor.ancestor(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return ["isHighlighted", "isSelected"].contains(name)
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                if ["touchesBegan", "touchesEnded", "touchesCancelled"].contains(name) { return true }
                let isObjC = function.attributes.contains {
                    ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "")
                }
                let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
                return isObjC && !words.isDisjoint(with: pressWords)
            }
            if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `x.alpha = …`: the member is the left side of an assignment.
    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let sequence = member.parent?.parent?.as(SequenceExprSyntax.self)
        else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[0].id == member.id && elements[1].is(AssignmentExprSyntax.self)
    }

    private static func assignedValue(of token: TokenSyntax) -> ExprSyntax? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let sequence = member.parent?.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        return Array(sequence.elements).last
    }

    /// `.identity`, `CGAffineTransform(scaleX: 0.97, y: 0.97)` (a change of under 10%), or a transform
    /// the handler saved or was configured with (`savedState.transform`, `effect.transform`): a press
    /// scales in place and returns; a translation or a rotation moves.
    private static func isSmallScale(_ value: ExprSyntax?) -> Bool {
        guard let value else { return false }
        let text = value.trimmedText
        if text == ".identity" || text == "CGAffineTransform.identity" || text == "CGAffineTransformIdentity" {
            return true
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            guard labels == ["scaleX", "y"] else { return false }
            return call.arguments.allSatisfy { argument in
                argument.expression.numberLiteralValue.map { $0 > 0.9 && $0 < 1.1 } ?? false
            }
        }
        // A stored transform: `effect.transform`, `savedState.transform`, never one built here.
        return value.is(MemberAccessExprSyntax.self) && !text.lowercased().contains("translat")
            && !text.lowercased().contains("rotat") && value.as(MemberAccessExprSyntax.self)?.base != nil
    }
}
