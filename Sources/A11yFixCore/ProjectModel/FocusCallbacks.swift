/// Closures assigned to a member at the token level (`titleLabel.didTap = { [weak self] in
/// self?.input.becomeFirstResponder() }`): per member name, whether every closure assigned to it here
/// does nothing but move keyboard focus. A view whose tap only runs such a callback is a field's caption
/// or a larger hit area for the field, which VoiceOver reaches and edits by itself.
struct FocusCallbacks {
    typealias Token = SwiftTokenScanner.Token

    static let focusCalls: Set<String> = ["becomeFirstResponder", "resignFirstResponder", "endEditing"]

    let tokens: [Token]
    let bytes: [UInt8]

    /// Member name → whether every closure assigned to it in the file only moves focus.
    var assignments: [String: Bool] {
        var result: [String: Bool] = [:]
        var index = 1
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .name, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")),
                tokens[index + 1].kind == .punctuation(UInt8(ascii: "=")),
                tokens[index + 2].kind == .punctuation(UInt8(ascii: "{"))
            else { continue }
            let name = text(tokens[index])
            result[name] = (result[name] ?? true) && onlyMovesFocus(closureOpenedAt: index + 2)
        }
        return result
    }

    /// Whether every call in the closure opened at `open` is a focus call, and there is one.
    private func onlyMovesFocus(closureOpenedAt open: Int) -> Bool {
        var depth = 0
        var focuses = false
        var index = open
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .punctuation(UInt8(ascii: "{")) { depth += 1 }
            if kind == .punctuation(UInt8(ascii: "}")) {
                depth -= 1
                if depth == 0 { return focuses }
            }
            // `self?.toggle.isSelected = true`: an assignment does more than move focus. Not `==`, `!=`,
            // `<=`, `>=`, nor the binding of `let value = …`.
            if kind == .punctuation(UInt8(ascii: "=")), index >= 2, index + 1 < tokens.count,
                tokens[index + 1].kind != .punctuation(UInt8(ascii: "=")),
                !["=", "!", "<", ">"].contains(text(tokens[index - 1])),
                !["let", "var"].contains(text(tokens[index - 2]))
            {
                return false
            }
            if kind == .name, index + 1 < tokens.count {
                var next = index + 1
                // `onTap?()`, `handler!()`: an optional call.
                if tokens[next].kind == .punctuation(UInt8(ascii: "?"))
                    || tokens[next].kind == .punctuation(UInt8(ascii: "!"))
                {
                    next += 1
                }
                if next < tokens.count, tokens[next].kind == .punctuation(UInt8(ascii: "(")) {
                    guard Self.focusCalls.contains(text(tokens[index])) else { return false }
                    focuses = true
                }
            }
            index += 1
        }
        return false
    }

    private func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
