import A11yFixSyntax

/// View types that clip themselves to a circle and hold their labels to a constant width, read
/// from a file's tokens for the project index: text inside cannot grow without being cut off by
/// the circle, in whichever file (a subclass's) its font is set. Judged on a real app: a round
/// stats control (`layer.cornerRadius = bounds.size.height / 2`, `clipsToBounds = true`, labels
/// at `preferredMaxLayoutWidth = isSmallDevice ? 56 : 64`) whose subclasses set the fonts.
///
/// A type counts when its own body sets all three on itself or its labels: a corner radius of
/// half its bounds or frame, a clip (`clipsToBounds = true`, `layer.masksToBounds = true`), and a
/// constant `preferredMaxLayoutWidth` (a number, or a condition between two numbers). A capsule
/// that grows with its text sets no constant width, and so does not count. So does a badge whose
/// corner radius is half of what its own height is held at (`let radius = size / 2`,
/// `layer.cornerRadius = radius`, `constraintHeightTo(size)` or
/// `heightAnchor.constraint(equalToConstant: size)`): a circle of constant height (judged on a
/// real app: an unread counter).
struct RoundViews: TokenReading {
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]
    /// Type name → what makes it a fixed circle, said as a phrase.
    private(set) var types: [String: String] = [:]

    /// `typeBodies`: the token index of each type body's `{` → the type's name.
    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8], typeBodies: [Int: String]) {
        self.tokens = tokens
        self.bytes = bytes
        guard bytes.includes("cornerRadius"), bytes.includes("preferredMaxLayoutWidth") || bytes.includes("eight")
        else { return }
        var braces: [Int] = []
        var closes: [Int: Int] = [:]
        for (at, token) in tokens.enumerated() {
            if token.kind == .punctuation(UInt8(ascii: "{")) { braces.append(at) }
            if token.kind == .punctuation(UInt8(ascii: "}")), let open = braces.popLast() { closes[open] = at }
        }
        for (open, name) in typeBodies {
            guard let close = closes[open], let how = circle(in: open..<close) else { continue }
            types[name] = how
        }
    }

    /// What makes the body in `range` a clipped circle with labels of constant width; nil unless all three hold.
    private func circle(in range: Range<Int>) -> String? {
        var radius: String?
        var clips = false
        var width: String?
        for at in range where isName(at) && isPunctuation(at + 1, UInt8(ascii: "=")) {
            let value = rest(after: at + 1)
            if equals(at, "cornerRadius"), isOwnLayer(before: at), let held = heldCircle(radius: value, in: range) {
                return held
            }
            if equals(at, "cornerRadius"), isOwnLayer(before: at), value.includes("bounds") || value.includes("frame"),
                value.replacingOccurrences(of: " ", with: "").hasSuffix("/2")
            {
                radius = value
            } else if equals(at, "clipsToBounds"), isOnSelf(at), value == "true" {
                clips = true
            } else if equals(at, "masksToBounds"), isOwnLayer(before: at), value == "true" {
                clips = true
            } else if equals(at, "preferredMaxLayoutWidth"), Self.isConstantWidth(value) {
                width = value
            }
        }
        guard let radius, clips, let width else { return nil }
        return "clips itself to a circle (layer.cornerRadius = \(radius), clipsToBounds) and holds its labels to a "
            + "constant width (preferredMaxLayoutWidth = \(width))"
    }

    /// A corner radius of half of what the type holds its own height at: `size / 2`, directly or
    /// through a local (`let radius = size / 2`), with `constraintHeightTo(size)` or
    /// `heightAnchor.constraint(equalToConstant: size)` on itself.
    private func heldCircle(radius value: String, in range: Range<Int>) -> String? {
        var half = value
        if let local = range.first(where: {
            (equals($0 - 1, "let") || equals($0 - 1, "var")) && isName($0) && text($0) == value
                && isPunctuation($0 + 1, UInt8(ascii: "="))
        }) {
            half = rest(after: local + 1)
        }
        let compact = half.replacingOccurrences(of: " ", with: "")
        guard compact.hasSuffix("/2") else { return nil }
        let side = String(compact.dropLast(2))
        guard !side.isEmpty, side.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        let body = String(decoding: bytes[tokens[range.lowerBound].start..<tokens[range.upperBound].end], as: UTF8.self)
        let holds = ["constraintHeightTo(\(side))", "heightAnchor.constraint(equalToConstant: \(side))"]
        guard let hold = holds.first(where: { isOnSelf(pattern: $0, in: body) }) else { return nil }
        let via = half == value ? "" : " (\(value) = \(half))"
        return "is a circle of constant height (layer.cornerRadius = \(value)\(via), and \(hold) on itself)"
    }

    /// `pattern` at the start of an expression (after a space, `(`, `[` or `self.`), not on another view.
    private func isOnSelf(pattern: String, in body: String) -> Bool {
        var search = body[...]
        while let found = search.range(of: pattern) {
            let before = body[body.startIndex..<found.lowerBound]
            if before.hasSuffix("self.") || [" ", "\t", "\n", "(", "["].contains(before.last.map(String.init) ?? "") {
                return true
            }
            search = body[found.upperBound...]
        }
        return false
    }

    /// `layer.x` or `self.layer.x`: the view's own layer.
    private func isOwnLayer(before at: Int) -> Bool {
        guard isPunctuation(at - 1, UInt8(ascii: ".")), equals(at - 2, "layer") else { return false }
        return isOnSelf(at - 2)
    }

    /// `name` or `self.name`, not another view's.
    private func isOnSelf(_ at: Int) -> Bool {
        guard isPunctuation(at - 1, UInt8(ascii: ".")) else { return true }
        return equals(at - 2, "self") && !isPunctuation(at - 3, UInt8(ascii: "."))
    }

    /// The text after the `=` at token `at`, to the end of its line or statement, trimmed.
    private func rest(after at: Int) -> String {
        var end = tokens[at].end
        while end < bytes.count, ![UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(bytes[end]) {
            end += 1
        }
        return String(decoding: bytes[tokens[at].end..<end], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
    }

    /// `64`, `isSmallDevice ? 56 : 64`: a number, or a condition between two numbers.
    static func isConstantWidth(_ value: String) -> Bool {
        func isNumber(_ text: Substring) -> Bool { Double(text.trimmingCharacters(in: [" "])) != nil }
        if isNumber(Substring(value)) { return true }
        let parts = value.split(separator: "?", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let branches = parts[1].split(separator: ":")
        return branches.count == 2 && branches.allSatisfy(isNumber)
    }
}
