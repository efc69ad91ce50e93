import A11yFixSyntax

/// What a SwiftUI file changes inside `withAnimation(animation) { … }`: per call, the words of its
/// animation argument and the names of the properties its closure assigns or mutates
/// (`state.editMode = .active`, `orders.append(order)`). The project index tells from the words
/// whether that animation already respects Reduce Motion (a project helper, the setting itself).
///
/// A transition in one file is often played by a change made in another (a view model's
/// `withAnimation`): this is how motion-gate knows whether it plays at all, and whether the
/// animation that plays it is already gated (judged on real apps: an edit-mode accessory whose
/// only driver was a helper-gated view model change, and a caption whose change is never animated).
struct AnimatedChanges: TokenReading {
    private(set) var records: [FileIndexEntry.AnimatedChange] = []
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard equals(index, "withAnimation"), !isPunctuation(index - 1, UInt8(ascii: ".")) else { continue }
            var words: Set<String> = []
            var open = index + 1
            if isPunctuation(open, UInt8(ascii: "(")) {
                guard let close = matching(open) else { continue }
                for argument in open..<close where tokens[argument].kind == .name { words.insert(text(argument)) }
                open = close + 1
            }
            // Only a trailing closure shows what changes; `withAnimation(.easeOut, operation)` does not.
            guard isPunctuation(open, UInt8(ascii: "{")), let close = matching(open) else { continue }
            let changed = changes(in: open + 1..<close)
            if !changed.isEmpty {
                records.append(FileIndexEntry.AnimatedChange(animationWords: words, changed: changed))
            }
            index = close
        }
    }

    /// `a = …`, `x.a = …`, `a += …`, `a.toggle()`, `x.a.append(…)`: the names assigned or mutated
    /// (for a binding's `a.wrappedValue`, `a`).
    private func changes(in range: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        for index in range where tokens[index].kind == .name && isLowercase(index) {
            // `let a = …` declares; `a == b` compares.
            if equals(index - 1, "let") || equals(index - 1, "var") { continue }
            let next = index + 1
            let isChange: Bool
            if isPunctuation(next, UInt8(ascii: "=")) {
                isChange = !(isPunctuation(next + 1, UInt8(ascii: "=")) && tokens[next + 1].start == tokens[next].end)
            } else {
                isChange =
                    isPunctuation(next, UInt8(ascii: ".")) && isName(next + 1)
                    && isPunctuation(next + 2, UInt8(ascii: "("))
                    && ViewCallNames.mutatingMethods.contains(text(next + 1))
            }
            guard isChange else { continue }
            let owner = index - 2
            names.insert(
                equals(index, "wrappedValue") && isPunctuation(index - 1, UInt8(ascii: ".")) && isName(owner)
                    ? text(owner) : text(index))
        }
        return names
    }

    /// The token closing the bracket opened at `open`.
    private func matching(_ open: Int) -> Int? {
        guard case let .punctuation(opening) = tokens[open].kind else { return nil }
        let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].kind == .punctuation(opening) { depth += 1 }
            if tokens[index].kind == .punctuation(closing) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

/// Reading a file's scanned tokens by index: their text, kind and case, compared as bytes (every
/// name token of the project meets these checks).
protocol TokenReading {
    var tokens: [SwiftTokenScanner.Token] { get }
    var bytes: [UInt8] { get }
}

extension TokenReading {
    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    func isName(_ index: Int) -> Bool { index >= 0 && index < tokens.count && tokens[index].kind == .name }

    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(byte)
    }

    func isLowercase(_ index: Int) -> Bool {
        let first = bytes[tokens[index].start]
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    func equals(_ index: Int, _ literal: StaticString) -> Bool {
        guard isName(index), tokens[index].end - tokens[index].start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { pattern in
            for (offset, byte) in pattern.enumerated() where bytes[tokens[index].start + offset] != byte {
                return false
            }
            return true
        }
    }
}
