import A11yFixSyntax

/// Methods of a UIKit or AppKit view that a SwiftUI representable's `updateUIView`/`updateNSView`
/// calls on it while giving text fonts of its own, read from a file's tokens for the project index:
/// `uiView.setAttributedTitle(title: title)` after `[.font: UIFont.systemFont(ofSize: 27), …]`.
/// SwiftUI calls the update right after the view is made and on every state change, so the text
/// that method sets replaces whatever font the view gave its label where it was made (judged on a
/// real app: a slide-to-snooze control whose own label font never shows).
///
/// `calls`: "ViewType.method" → "Representable.updateUIView", the view's type taken from the
/// update's parameter (`_ uiView: SlideToSnoozeView`).
struct RepresentableUpdates: TokenReading {
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]
    private(set) var calls: [String: String] = [:]

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8], typeBodies: [Int: String]) {
        self.tokens = tokens
        self.bytes = bytes
        guard bytes.includes("updateUIView") || bytes.includes("updateNSView") else { return }
        var braces: [Int] = []
        var closes: [Int: Int] = [:]
        var owners: [Int: String] = [:]
        for (at, token) in tokens.enumerated() {
            if token.kind == .punctuation(UInt8(ascii: "{")) { braces.append(at) }
            if token.kind == .punctuation(UInt8(ascii: "}")), let open = braces.popLast() { closes[open] = at }
        }
        // Outer types first, so an inner type's name wins inside it.
        for (open, name) in typeBodies.sorted(by: { $0.key < $1.key }) {
            guard let close = closes[open] else { continue }
            for at in open..<close { owners[at] = name }
        }
        for at in tokens.indices
        where equals(at, "func") && (equals(at + 1, "updateUIView") || equals(at + 1, "updateNSView")) {
            // `func updateUIView(_ uiView: SlideToSnoozeView, context: Context) {`
            guard isPunctuation(at + 2, UInt8(ascii: "(")), equals(at + 3, "_"), isName(at + 4),
                isPunctuation(at + 5, UInt8(ascii: ":")), isName(at + 6)
            else { continue }
            let parameter = text(at + 4), viewType = text(at + 6)
            guard let open = (at + 7..<tokens.count).first(where: { isPunctuation($0, UInt8(ascii: "{")) }),
                let close = closes[open], givesFonts(in: open..<close)
            else { continue }
            let updater = "\(owners[at] ?? "").\(text(at + 1))"
            for call in open..<close
            where isName(call) && text(call) == parameter && isPunctuation(call + 1, UInt8(ascii: "."))
                && isName(call + 2)
                && isPunctuation(call + 3, UInt8(ascii: "("))
            {
                calls["\(viewType).\(text(call + 2))"] = updater
            }
        }
    }

    /// `.font:` as a dictionary key, or `NSAttributedString.Key.font`.
    private func givesFonts(in range: Range<Int>) -> Bool {
        range.contains { at in
            equals(at, "font") && isPunctuation(at - 1, UInt8(ascii: "."))
                && (isPunctuation(at + 1, UInt8(ascii: ":")) || equals(at - 2, "Key"))
        }
    }
}
