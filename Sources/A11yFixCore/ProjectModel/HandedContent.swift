/// What a file hands the project's content views, read from its tokens for the project index:
/// for each capitalized name called with a trailing closure that takes parameters
/// (`ContentToggle { shown in if shown { Text(date, style: .date) } else { Text(relative) } }`),
/// whether every such closure draws only `Text`s (with their modifiers, in `if`/`else` branches).
///
/// A view that draws `content(flag)` cannot be read where it is declared; where every place that
/// shows it hands it only text, a tap on it folds nothing a person operates (judged on unseen apps:
/// a date that swaps between relative and absolute on tap, which VoiceOver could not find).
struct HandedContent: TokenReading {
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]
    /// Name → whether every closure with parameters the file hands it draws only text.
    private(set) var textOnly: [String: Bool] = [:]
    private var closes: [Int] = []

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        // A closure with parameters says ` in`; most files hand none to a capitalized call.
        guard bytes.includes(" in") else { return }
        closes = SwiftTokenScanner.closingBrackets(of: tokens)
        for index in tokens.indices where isName(index) && !isLowercase(index) {
            var open = index + 1
            if isPunctuation(open, UInt8(ascii: "(")) {
                guard closes[open] >= 0 else { continue }
                open = closes[open] + 1
            }
            guard isPunctuation(open, UInt8(ascii: "{")), closes[open] >= 0,
                let start = bodyStart(afterParametersOf: open), isCall(index)
            else { continue }
            let name = text(index)
            guard !FoldedUseScanner.isToolkitName(name) else { continue }
            textOnly[name] = (textOnly[name] ?? true) && drawsOnlyText(from: start, to: closes[open])
        }
    }

    /// A call, not a declaration (`struct Row {`, `: View {`, `some View {`) or a member (`.Inner {`).
    private func isCall(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        if isPunctuation(index - 1, UInt8(ascii: ".")) || isPunctuation(index - 1, UInt8(ascii: ":"))
            || isPunctuation(index - 1, UInt8(ascii: ",")) || tokens[index - 1].kind == .arrow
        {
            return false
        }
        guard isName(index - 1) else { return true }
        return !["struct", "class", "enum", "extension", "protocol", "actor", "some", "any", "func", "typealias"]
            .contains(text(index - 1))
    }

    /// The first token after `{ a, b in`: nil for a closure without parameters.
    private func bodyStart(afterParametersOf open: Int) -> Int? {
        var at = open + 1
        while at < open + 12, at < tokens.count {
            if isName(at), text(at) == "in" { return at > open + 1 ? at + 1 : nil }
            guard
                isName(at) || isPunctuation(at, UInt8(ascii: ",")) || isPunctuation(at, UInt8(ascii: "("))
                    || isPunctuation(at, UInt8(ascii: ")"))
            else { return nil }
            at += 1
        }
        return nil
    }

    /// Whether the tokens from `start` up to `end` draw text and nothing else: `Text(…)` with
    /// modifiers, in `if`/`else` branches.
    private func drawsOnlyText(from start: Int, to end: Int) -> Bool {
        var at = start
        var sawText = false
        while at < end {
            switch tokens[at].kind {
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")):
                at += 1
            case .punctuation(UInt8(ascii: ".")):
                // A modifier, with its arguments; one taking a closure (`.onTapGesture { }`) acts.
                guard isName(at + 1) else { return false }
                at += 2
                if isPunctuation(at, UInt8(ascii: "(")), closes[at] >= 0 { at = closes[at] + 1 }
                if isPunctuation(at, UInt8(ascii: "{")) { return false }
            case .name where text(at) == "Text":
                guard isPunctuation(at + 1, UInt8(ascii: "(")), closes[at + 1] >= 0 else { return false }
                at = closes[at + 1] + 1
                sawText = true
            case .name where text(at) == "else":
                at += 1
            case .name where text(at) == "if":
                // The condition, up to the branch's `{`.
                at += 1
                while at < end, !isPunctuation(at, UInt8(ascii: "{")) {
                    if isPunctuation(at, UInt8(ascii: "(")), closes[at] >= 0 { at = closes[at] }
                    at += 1
                }
            default:
                return false
            }
        }
        return sawText
    }

}
