import A11yFixSyntax
import SwiftSyntax

/// A button that loads its data again (`service.getSignals(for: id)`, `loadFeed()`, `reload()`) under
/// a circular arrow: "Refresh", the word VoiceOver users know for it. The method's own name ("Get
/// signals") says how the code fetches, not what the person does (judged on unseen apps: four
/// toolbar reloads left unlabelled, with "Refresh" obvious).
enum RefreshAction {
    /// The glyphs drawn for reloading, by base name.
    static let glyphs: Set<String> = [
        "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath", "arrow.2.circlepath",
    ]
    /// First words of a method that loads data.
    static let loadingVerbs: Set<String> = ["get", "load", "fetch", "reload", "refresh", "refetch", "retrieve"]

    static func phrase(for images: [ImageContent.Image], action: ExprSyntax) -> String? {
        guard images.count == 1, case let .literal(symbol) = images[0].name, isReloadGlyph(symbol),
            let name = ActionName.name(of: action), !isAssignment(action),
            let verb = ReadableName.words(of: name).first?.lowercased(), loadingVerbs.contains(verb),
            // `reload()`, `refreshFeed()` say it in words a person uses already ("Reload").
            ReadableName.phrase(forActionName: name) == nil
        else { return nil }
        return "Refresh"
    }

    /// `arrow.clockwise.circle.fill` is still the reload arrow; `arrow.counterclockwise` too (an undo
    /// arrow is `arrow.uturn.backward`).
    static func isReloadGlyph(_ symbol: String) -> Bool {
        glyphs.contains { symbol == $0 || symbol.hasPrefix($0 + ".") }
            && !symbol.contains("camera") && !symbol.contains("person")
    }

    /// `items = loadItems()` names a value, not a call the button makes: the glyph decides then.
    private static func isAssignment(_ action: ExprSyntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return false }
        return body.assignmentTarget != nil
    }
}
