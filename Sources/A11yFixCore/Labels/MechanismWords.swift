import A11yFixSyntax

/// Words that say how a control's code works, not what it does: `openURL(docsURL)` read as "Open URL",
/// a flag `isPopupPresented` as "Popup", a selector `cancelOperation(_:)` as "Cancel operation", a flag
/// `showSelector` as "Show selector". The person hears the plumbing, never the thing reached, so such a
/// guess is reported rather than written.
enum MechanismWords {
    /// Verbs that only say a thing is opened, shown or run.
    static let verbs: Set<String> = [
        "open", "show", "hide", "toggle", "present", "display", "cancel", "perform", "handle", "trigger", "run",
    ]
    /// Nouns that name a mechanism (a URL, a kind of presentation, a selector), never a thing of the app.
    static let nouns: Set<String> = [
        "url", "urls", "popup", "popups", "selector", "operation", "popover", "modal", "sheet", "overlay",
    ]

    /// Tools a screen uses to take something in: "Add scanner" on a plus that presents a QR scanner
    /// names the tool, not the thing it adds.
    static let inputTools: Set<String> = ["scanner", "picker", "importer"]
    /// Verbs that make a thing: before an input tool, the tool is how, not what is made.
    static let makingVerbs: Set<String> = ["add", "new", "create"]

    /// Whether every word after the leading verbs is a mechanism noun (and there is one), or the
    /// phrase makes only an input tool ("Add scanner").
    static func isMechanism(_ phrase: String) -> Bool {
        var words = ReadableName.words(of: phrase).map { $0.lowercased() }
        if let first = words.first, makingVerbs.contains(first), words.count > 1,
            words.dropFirst().allSatisfy(inputTools.contains)
        {
            return true
        }
        while let first = words.first, verbs.contains(first) { words.removeFirst() }
        return !words.isEmpty && words.allSatisfy(nouns.contains)
    }
}
