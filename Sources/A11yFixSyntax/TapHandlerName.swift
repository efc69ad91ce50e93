/// A tap handler named for the control it serves: `cameraTapped`, `didTapVoiceMessage`,
/// `gifButtonPressed`. The name says a person taps "the camera", so the words before the tap are
/// what the control is called ("Camera"), even where they are a thing, not a verb.
///
/// Only names that say they handle a tap count: a bare `camera` may be anything. Words that name
/// the code (a state, a view, a side) or a screen being shown (`vineShowCamera`) are no name a
/// person knows the control by, and give nothing.
package enum TapHandlerName {
    package static func controlName(of name: String) -> String? {
        var words = ReadableName.words(of: name)
        let leading: Set<String> = ["did", "on", "handle"]
        let taps: Set<String> = ["tap", "tapped", "press", "pressed", "click", "clicked"]
        let controlWords: Set<String> = ["button", "btn", "action"]
        var saysTap = false
        while let first = words.first, leading.contains(first) || taps.contains(first) {
            saysTap = saysTap || taps.contains(first)
            words.removeFirst()
        }
        while let last = words.last, taps.contains(last) || controlWords.contains(last) {
            saysTap = saysTap || taps.contains(last)
            words.removeLast()
        }
        guard saysTap, (1...3).contains(words.count),
            words.allSatisfy({ $0.count >= 2 && $0.allSatisfy(\.isLetter) }),
            !words.contains(where: { excluded.contains($0.lowercased()) || isOngoing($0) })
        else { return nil }
        // `prevTap`: VoiceOver reads a clipped word as it is spelled, so the word is said in full.
        words = words.map { abbreviations[$0.lowercased()] ?? $0 }
        // An acronym (`GIF`) keeps its capitals; a lone word is the control's whole name.
        return ReadableName.sentence(words)
    }

    /// Clipped words handler names use, in full.
    static let abbreviations: [String: String] = [
        "prev": "previous", "fwd": "forward", "msg": "message", "pic": "picture", "fav": "favorite",
        "pwd": "password",
    ]

    /// `playingPressed`: a word of what is going on names the state the control is in (a play/stop
    /// toggle while it plays), not what a tap does. Plurals such as "Settings" are names.
    static func isOngoing(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return lowered.count > 4 && lowered.hasSuffix("ing")
    }

    /// Words that name the code's parts, a place or a look, never what a person taps.
    static let excluded: Set<String> = ReadableName.stateWords
        .union(ReadableName.storageWords)
        .union(ReadableName.codeWords)
        .union(ReadableName.mannerWords)
        .union(ReadableName.presentingVerbs)
        .union([
            "with", "for", "and", "from", "to", "in", "at", "of", "by", "image", "icon", "view", "cell", "row",
            "header", "footer", "content", "container", "overlay", "left", "right", "top", "bottom", "leading",
            "trailing", "first", "second", "main", "primary", "secondary", "custom", "default", "bar", "nav",
            "navigation", "toolbar", "accessory", "controller", "screen", "sheet", "item", "other", "generic",
        ])
}
