import A11yFixSyntax
import SwiftSyntax

/// A button whose only image is an asset named with one word that says an action (`Image("Next")`,
/// `Image("Expand")`): SwiftUI reads the asset's name as the label, so the button is named already.
/// A step or a panel's word stands alone; another verb only where the action says it too (`Image("dial")`
/// on `cycle()` is a thing drawn, not dialling).
/// Unless its action says another step: `Image("Back")` on `renderPrevious()` reads "Back", which
/// promises navigation.
enum AssetActionWord {
    /// Steps through something: one named by the action and another by the asset contradict.
    static let steps: Set<String> = ["next", "previous", "back", "forward"]
    /// What a view, window or panel does: enlarge, shrink, put back.
    static let panelWords: Set<String> = ["expand", "collapse", "restore", "maximize", "minimize", "fullscreen"]

    /// The asset's one word, lowercased, where it is an action's.
    static func word(of images: [ImageContent.Image], action: ExprSyntax?) -> String? {
        guard images.count == 1, !images[0].isSymbol, images[0].call.calleeName == "Image",
            case let .literal(name) = images[0].name, name.count >= 3, name.allSatisfy(\.isLetter),
            ReadableName.words(of: name).count == 1
        else { return nil }
        let word = name.lowercased()
        if steps.contains(word) || panelWords.contains(word) { return word }
        return ReadableName.actionVerbs.contains(word) && words(of: action).contains(word) ? word : nil
    }

    /// The words of the action's names (`render`, `previous` of `renderPrevious()`), lowercased.
    static func words(of action: ExprSyntax?) -> Set<String> {
        guard let action else { return [] }
        var said: Set<String> = []
        for token in action.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind {
                said.formUnion(ReadableName.words(of: token.text).map { $0.lowercased() })
            }
        }
        return said
    }

    /// The other step the action's names say (`previous` of `renderPrevious()` under "Back"), if any.
    static func contradictingStep(to word: String, action: ExprSyntax?) -> String? {
        guard steps.contains(word), action != nil else { return nil }
        let said = words(of: action)
        guard !said.contains(word) else { return nil }
        return steps.subtracting([word]).sorted().first { said.contains($0) }
    }
}
