import A11yFixSyntax
import SwiftSyntax

/// A tap that flips the flag a disclosure shows (`isExpanded.toggle()` on a chevron): its label
/// follows the state, "Collapse" while expanded and "Expand" while collapsed, as the same toggle
/// made with a Button is labelled (judged on unseen apps: a comment thread's chevron was a finding
/// where the tool had labelled the sidebar's Button chevron).
enum DisclosureTap {
    /// Glyphs that show a disclosure.
    static let disclosureGlyphs = ["chevron", "arrowtriangle", "triangle"]

    /// Whether every symbol name the view writes is a disclosure glyph (`"chevron.right"`, or
    /// `open ? "arrowtriangle.down" : "arrowtriangle.right"`), and it writes one.
    static func drawsDisclosureGlyph(_ view: FunctionCallExprSyntax) -> Bool {
        let names = view.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case let .stringSegment(text) = token.tokenKind,
                token.ancestor(LabeledExprSyntax.self)?.label?.text == "systemName"
            else { return nil }
            return text
        }
        return !names.isEmpty && names.allSatisfy { name in disclosureGlyphs.contains(where: name.hasPrefix) }
    }

    /// `isExpanded ? "Expanded" : "Collapsed"` as Swift, for a header that draws a disclosure glyph
    /// beside its text and whose tap flips the disclosure flag; nil otherwise.
    static func value(action: ExprSyntax?, view: FunctionCallExprSyntax) -> String? {
        let drawsGlyph = view.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .stringSegment(text) = token.tokenKind,
                token.ancestor(LabeledExprSyntax.self)?.label?.text == "systemName"
            else { return false }
            return disclosureGlyphs.contains(where: text.hasPrefix)
        }
        // A project icon turned by the flag (`.rotationEffect(.degrees(collapsed ? -90 : 0))`) is a chevron too.
        let state = action.flatMap(ActionName.toggledState(of:))
        let turnsWithState = view.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "rotationEffect", let state,
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.arguments.tokens(viewMode: .sourceAccurate).map(\.text).joined().includes(
                state.filter { !$0.isWhitespace })
        }
        guard drawsGlyph || turnsWithState, let command = label(action: action, view: view, anyGlyph: true) else {
            return nil
        }
        // The command names what activating does; the value names the state it is in.
        return command.replacingOccurrences(of: "\"Collapse\"", with: "\"Expanded\"")
            .replacingOccurrences(of: "\"Expand\"", with: "\"Collapsed\"")
    }

    /// `isExpanded ? "Collapse" : "Expand"` as Swift, or nil when the tap toggles no disclosure flag
    /// or the view draws no disclosure glyph.
    static func label(action: ExprSyntax?, view: FunctionCallExprSyntax, anyGlyph: Bool = false) -> String? {
        guard let action, let state = ActionName.toggledState(of: action), anyGlyph || drawsDisclosureGlyph(view)
        else {
            return nil
        }
        let name = state.split(separator: ".").last.map(String.init) ?? state
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        let condition = state.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? state : "(\(state))"
        switch words.last {
        case "expanded", "expand", "open", "opened", "unfolded":
            return "\(condition) ? \"Collapse\" : \"Expand\""
        case "collapsed", "collapse", "folded":
            return "\(condition) ? \"Expand\" : \"Collapse\""
        case "details", "detail", "more":
            // `showDetails`: shown is expanded.
            guard ["show", "shows", "showing"].contains(where: words.contains) else { return nil }
            return "\(condition) ? \"Collapse\" : \"Expand\""
        default:
            return nil
        }
    }
}
