/// Turns code names into words a person would say: `archiveAll` → "Archive all". Never a glyph
/// or asset name: re-spaced, it is what VoiceOver reads already, so it is no label.
package enum ReadableName {
    /// Words of an identifier, symbol or asset name, lowercased except for acronyms.
    package static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            if character == "." || character == "_" || character == "-" || character == " " || character == "/" {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && previous.isLowercase)  // archive|All
                    || (character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false))  // URL|Session
                    || (character.isNumber != previous.isNumber)  // person|2
                if startsWord { flush() }
            }
            current.append(character)
        }
        flush()
        return words.map { word in
            word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }
    }

    /// Sentence case: first word capitalised, others as `words(of:)` gives them.
    package static func sentence(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        let head = first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + words.dropFirst()).joined(separator: " ")
    }

    /// A function or property name as an action phrase: `didTapShare` → "Share",
    /// `archiveAllTapped` → "Archive all". Nil for names that say nothing (`action`, `toggle`).
    static let collectionMethods: Set<String> = [
        "append", "insert", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort", "reverse",
        "shuffle",
        "formUnion", "merge", "update", "set", "callAsFunction",
    ]

    /// Verbs a control's action starts with. A closed list on purpose: a name that starts with
    /// anything else is more often a thing than an action, and a wrong label is worse than none.
    /// Developer verbs (`requestConfig`, `fetchItems`, `loadData`) are left out: judged on real
    /// apps, they read as the method's name, not what a person asks for.
    package static let actionVerbs: Set<String> = [
        "accept", "activate", "add", "adjust", "allow", "apply", "approve", "archive", "ask", "assign", "attach",
        "authenticate",
        "authorize", "back", "begin", "block", "bookmark", "browse", "buy", "call", "cancel", "capture", "change",
        "check",
        "choose", "clear",
        "close", "collapse", "compose", "configure", "confirm", "connect", "continue", "copy", "create", "crop",
        "customize", "cut",
        "deactivate", "decline", "decrease", "decrement", "delete", "deny", "deselect", "dial", "disable", "disconnect",
        "discard",
        "dismiss", "done", "download", "drop", "duplicate", "edit", "eject", "email", "enable", "end", "enter", "erase",
        "exit",
        "expand", "export", "favorite", "favourite", "filter", "find", "finish", "flag", "follow", "forward", "go",
        "hide",
        "import", "increase", "increment", "insert", "install", "invite", "join", "jump", "launch", "leave", "like",
        "lock",
        "log", "login", "logout", "mark", "maximize", "mention", "message", "minimize", "move", "mute", "navigate",
        "new", "next",
        "open", "order", "paste", "pause", "pay", "pick", "pin", "play", "post", "present", "preview", "previous",
        "print",
        "publish", "purchase", "quit", "quote", "rate", "read", "record", "redo", "refresh", "reject", "reload",
        "remove", "rename",
        "reorder", "reply", "report", "reset", "restart", "reveal", "center", "locate", "inspect", "explore",
        "draw", "format", "align", "indent", "highlight", "generate", "visit", "contact", "donate", "relaunch",
        "rescan",
        "regenerate", "resume", "retry", "return", "rewind", "rotate", "run", "save", "scan",
        "scroll", "search", "seek", "select", "send", "set", "share", "show", "shuffle", "sign", "skip", "snooze",
        "sort", "speak",
        "split", "star", "start", "stop", "submit", "subscribe", "switch", "sync", "take", "toggle", "translate",
        "trash", "try",
        "turn", "undo", "unblock", "unfollow", "uninstall", "unlock", "unmute", "unpin", "unsubscribe", "update",
        "upload", "upvote", "downvote",
        "verify", "view", "vote", "watch", "zoom",
    ]

    /// What a person marks an item with: a control that toggles one is named by the mark.
    static let marks: Set<String> = [
        "favorite", "favourite", "bookmark", "like", "pin", "flag", "star", "follow", "mute", "save", "subscribe",
        "heart",
    ]

    /// Words that make a name a state, not an action.
    package static let stateWords: Set<String> = [
        "is", "collapsed", "expanded", "enabled", "disabled", "visible", "hidden", "selected", "presented", "shown",
    ]

    /// Names of stored values, not of anything a person does: judged on real apps, tap labels
    /// "Wrapped value", "Background", "Selection" and "Selected stop" came from these.
    static let storageWords: Set<String> = [
        "wrapped", "value", "background", "selection", "selected", "state", "binding", "storage", "item", "items",
        "current", "data", "model",
    ]

    /// Whether every word of `name` names stored state (`wrappedValue`, `selection`, `selectedStop`
    /// counts: `selected` plus a noun).
    package static func isStorageName(_ name: String) -> Bool {
        let words = words(of: name)
        guard let first = words.first else { return true }
        return words.allSatisfy(storageWords.contains) || first == "selected" || first == "current"
    }

    /// `iPad`, `iOS`, `macOS`, `tvOS`, `iPhone` inside a name: camel-case splitting garbles them.
    static func hasPlatformPrefix(_ name: String) -> Bool {
        ["iPad", "iPhone", "iOS", "macOS", "tvOS", "watchOS", "visionOS"].contains { name.includes($0) }
    }

    /// The last word of a type that names what it shows: a screen a control opens, a cell's item,
    /// a control subclass (`RatingControl`).
    static let screenSuffixes: Set<String> = ["view", "screen", "controller", "page", "sheet", "cell", "control"]
    /// Verbs that, after "show", name what the opened screen lets a person do (`showAddMutedWord`):
    /// only unambiguous ones, since `showContactCard` shows a card (contact is a verb too).
    static let editingVerbs: Set<String> = [
        "add", "edit", "create", "compose", "rename", "invite", "new", "delete", "remove", "export", "import",
        "report",
    ]

    /// `adding` → `add`, `creating` → `create`: an editing verb's -ing form, else nil.
    static func editingVerb(ofGerund word: String) -> String? {
        guard word.hasSuffix("ing") else { return nil }
        let stem = String(word.dropLast(3))
        return [stem, stem + "e", String(stem.dropLast())].first(where: editingVerbs.contains)
    }

    /// Verbs that open a screen, and what such a screen is called in code.
    static let presentingVerbs: Set<String> = ["show", "present", "open", "display", "view"]
    static let screenNouns: Set<String> = [
        "sheet", "popover", "modal", "dialog", "alert", "screen", "view", "picker", "panel", "menu", "page", "window",
    ]

    /// How an action is carried out in code (`WithAnimation`, `withCompletion`), never what it does.
    static let mannerWords: Set<String> = [
        "animation", "animations", "animated", "delay", "completion", "transition", "haptic", "haptics",
    ]
    /// Words that name the code's own parts, never anything a person sees or asks for.
    package static let codeWords: Set<String> = [
        "state", "flag", "dialog", "animation", "animated", "handler", "callback", "closure", "completion",
        "binding",
    ]

    package static func phrase(forActionName name: String) -> String? {
        // Judged on real apps, these named the code, not the control: a collection's own method
        // ("Append", "Remove all"), a state flag ("Leading sidebar is collapsed"), a platform name
        // split apart ("Showi pad secondary column").
        guard !collectionMethods.contains(name), !hasPlatformPrefix(name) else { return nil }
        var words = words(of: name)
        if words.contains(where: { stateWords.contains($0.lowercased()) }) { return nil }
        // A type names what a control opens only when it is a screen (`SettingsView`): any other
        // type is the code's own name for a part (judged wrong: "Timeline toolbar tag group").
        if name.first?.isUppercase == true, !screenSuffixes.contains(words.last ?? "") { return nil }
        let leading: Set<String> = [
            "did", "on", "handle", "tap", "tapped", "press", "pressed", "perform", "is", "should",
        ]
        let trailing: Set<String> = [
            "tapped", "tap", "action", "button", "pressed", "clicked", "handler", "selected", "view", "screen",
            "controller", "cell", "trigger",
        ]
        while let first = words.first, leading.contains(first) { words.removeFirst() }
        let showsAScreen = ["view", "screen", "sheet", "popover", "panel", "window"].contains(words.last ?? "")
        while let last = words.last, trailing.contains(last) { words.removeLast() }
        // `toggleNewKeyView()` shows or hides a screen, named by it ("New key") as a control opening it
        // is; "Toggle new key" would sound like a switch (judged wrong on unseen apps).
        if showsAScreen, words.count >= 2, words.first == "toggle" {
            words.removeFirst()
            if words.contains(where: { codeWords.contains($0.lowercased()) || stateWords.contains($0.lowercased()) }) {
                return nil
            }
            return sentence(words)
        }
        // `selectTabWithAnimation`: how the code does it follows "with"; the action is before it.
        if let with = words.firstIndex(of: "with"), with > 0, words[(with + 1)...].allSatisfy(mannerWords.contains) {
            words.removeSubrange(with...)
        }
        // `refreshAssetState`: an action on a thing's state acts on the thing ("Refresh asset"); a
        // presenting verb's state (`showSettingsState`) is a flag, whose screen is named elsewhere.
        if words.count >= 3, ["state", "flag"].contains(words[words.count - 1]), !presentingVerbs.contains(words[0]) {
            words.removeLast()
        }
        // `showConfirmationDialog`, `showSettingsState`: a word naming the code's own parts (a state,
        // a dialog, an animation) is no word a person says; the name is no label.
        if words.contains(where: { codeWords.contains($0.lowercased()) }) { return nil }
        // `toggleFavorite` is named by the mark it sets ("Favorite", as Mail and Music say);
        // `toggleUtilityArea` keeps its verb: "Utility area" alone names a thing, not an action.
        if words.count == 2, words.first == "toggle", marks.contains(words[1]) { words.removeFirst() }
        // Callbacks named for when they run (`onCommit`, `onEnd`) say nothing of what a person
        // does: judged on real apps, "Commit" was developer jargon on a confirm button.
        let meaningless: Set<String> = [
            "toggle", "action", "perform", "run", "call", "execute", "go", "do", "begin", "callasfunction", "noop",
            "nothing",
            "empty",
            "commit", "end", "complete", "completion", "finish", "finished", "change", "changed", "update", "event",
            "trigger", "fire",
        ]
        // `showAddMutedWord = true` opens the screen that adds one: the person asks to add it,
        // not to show "add muted word". A screen named by a thing (`showFilterSheet`) keeps its verb.
        if words.count > 2, presentingVerbs.contains(words[0]), editingVerbs.contains(words[1]),
            !screenNouns.contains(words[words.count - 1])
        {
            words.removeFirst()
        }
        // `beginAdding`, `startEditing`: the person asks to add or edit; the start is the code's view of it.
        if words.count >= 2, ["begin", "start"].contains(words[0]), let verb = editingVerb(ofGerund: words[1]) {
            words = [verb] + words.dropFirst(2)
        }
        guard let first = words.first, !(words.count == 1 && meaningless.contains(first)) else { return nil }
        // A function is named for what it does only when it starts with a verb: `assistMicButton
        // Action` reads "Assist mic", the name of a thing (judged wrong on a record button). A
        // type name (`SettingsView`, a destination) names the screen it opens.
        guard
            name.first?.isUppercase == true || actionVerbs.contains(first) || words.count == 1 && marks.contains(first)
        else { return nil }
        return sentence(words)
    }
}
