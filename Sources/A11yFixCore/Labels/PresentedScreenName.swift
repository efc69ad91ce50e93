import A11yFixSyntax
import SwiftSyntax

/// The screen a button opens names it, in the words of the code that opens it, without the words
/// for opening and for kinds of screen: `showingTempTargetSheet = true` (a flag the file presents,
/// also toggled) is "Temp target", `isPresentingSettings = true` "Settings", `showModal(for: .treatmentView)`
/// "Treatment" (judged on unseen apps: such buttons were left unlabelled with the words in the code).
/// A title the opened screen shows (`OpenedScreenTitle`) comes first.
enum PresentedScreenName {
    /// Words that say a screen is shown, or how: never its name.
    static let openingWords: Set<String> = [
        "is", "show", "shows", "showing", "shown", "present", "presents", "presenting", "presented", "display",
        "displaying", "displayed", "open", "opens", "opening", "opened", "visible", "active", "for", "to",
        // `showSettingsState`: the code's word for the flag itself.
        "state", "flag",
    ]
    static let screenKinds: Set<String> = [
        "sheet", "popover", "modal", "dialog", "alert", "screen", "view", "picker", "panel", "menu", "page", "window",
        "cover", "full", "controller", "confirmation", "action", "destination", "presentation", "overlay", "prompt",
    ]
    /// Type names that say a view is a screen of its own (`CameraPopoverView`), not a part.
    static let screenSuffixes = ["View", "Screen", "Controller", "Page", "Sheet", "Popover"]
    /// Words that name no screen of their own.
    static let vague: Set<String> = ["all", "more", "less", "details", "info", "new", "content", "item", "it"]

    /// Under a plus the screen is where a thing is added: "Add treatment"; a screen named for doing
    /// something else (`isSearchPopoverPresented` on a plus) would contradict the glyph, which names it.
    static func phrase(of action: ExprSyntax, in file: SourceFile, underPlus: Bool) -> String? {
        guard let screen = phrase(of: action, in: file) else { return nil }
        guard underPlus else { return screen }
        let words = ReadableName.words(of: screen).map { $0.lowercased() }
        guard let first = words.first, !ReadableName.actionVerbs.contains(first) else { return nil }
        return "Add " + words.joined(separator: " ")
    }

    static func phrase(of action: ExprSyntax, in file: SourceFile) -> String? {
        // `showingFilters.toggle()` on a flag the file presents opens the screen, as `= true` does.
        let toggled = ActionName.toggledState(of: action).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
        // `haptic(); showSettingsState.toggle()`: the one presented flag among other steps opens it too.
        let presented = ActionTitles.presentedFlags(of: action, in: file)
        let among = presented.count == 1 ? presented.first : nil
        if let flag = OpenedScreenTitle.setFlag(by: action) ?? toggled ?? among,
            OpenedScreenTitle.presents(flag, in: file)
        {
            // An alert or dialog is named by its title or its confirming button, never the flag; one with
            // neither (`confirmationDialog("", …)` of two choices) by the action its flag names
            // (`showDismissAlert` → "Dismiss"), never by the asking ("Show dismiss alert").
            if OpenedScreenTitle.asksToConfirm(action, in: file) {
                guard let named = name(from: String(flag.split(separator: ".").last ?? "")),
                    let verb = ReadableName.words(of: named).first?.lowercased(),
                    ReadableName.actionVerbs.contains(verb)
                else { return nil }
                return named
            }
            // `popoverState.isShowing` names no screen: the view it presents does (`CameraPopoverView` → "Camera").
            return name(from: String(flag.split(separator: ".").last ?? ""))
                ?? OpenedScreenTitle.presentedType(by: flag, in: file).flatMap { type in
                    screenSuffixes.contains { type.hasSuffix($0) } ? name(from: type) : nil
                }
        }
        guard let call = ArgumentCase.mainCall(of: action), let callee = call.calleeName,
            case let words = ReadableName.words(of: callee).map({ $0.lowercased() }),
            let verb = words.first, ["show", "present", "open", "display"].contains(verb),
            words.dropFirst().allSatisfy(screenKinds.contains), call.arguments.count == 1,
            let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        return name(from: member.declName.baseName.text)
    }

    /// `showingTempTargetSheet` → "Temp target"; nil when nothing but opening and screen words is left.
    static func name(from identifier: String) -> String? {
        var words = ReadableName.words(of: identifier)
        while let first = words.first?.lowercased(), openingWords.contains(first) { words.removeFirst() }
        while let last = words.last?.lowercased(), openingWords.contains(last) || screenKinds.contains(last) {
            words.removeLast()
        }
        // `isComposing`, `isEditing`: a flag named for an activity, not a screen; "Composing" would
        // name the state the button enters, which the glyph ("Compose") names as an action.
        if let last = words.last?.lowercased(), last.count > 4, last.hasSuffix("ing") { return nil }
        guard !words.isEmpty, words.count <= 3, words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            !words.contains(where: { screenKinds.contains($0.lowercased()) }),
            !(words.count == 1 && vague.contains(words[0].lowercased()))
        else { return nil }
        // `showingTempTargetSheet` shows the temp targets; the person asks for "Temp target".
        return ReadableName.sentence(words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() })
    }
}
