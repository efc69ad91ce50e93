import A11yFixSyntax

/// The transition animator types a file hands UIKit for a transition a finger may drive: the file
/// also answers UIKit's question for an interaction controller (`navigationController(_:
/// interactionControllerFor:)`, `interactionControllerForDismissal(using:)`,
/// `interactionControllerForPresentation(using:)`) with more than `nil`, so the animator it returns
/// for that transition (`case .pop: return BackAnimator()`, `animationController(forDismissed:)`'s
/// `return DismissAnimator()`) is scrubbed by a `UIPercentDrivenInteractiveTransition` declared
/// here, wherever the animator itself is declared. A navigation delegate whose animation answer
/// never names `.pop` gives its animators for every operation.
struct InteractiveAnimators: TokenReading {
    private(set) var names: Set<String> = []
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        var drivesNavigation = false
        var drivesDismissal = false
        var drivesPresentation = false
        for index in tokens.indices where isName(index) {
            let asksNavigation = equals(index, "interactionControllerFor") && isName(index + 1)
            let asksDismissal =
                equals(index, "interactionControllerForDismissal") && isPunctuation(index + 1, UInt8(ascii: "("))
            let asksPresentation =
                equals(index, "interactionControllerForPresentation") && isPunctuation(index + 1, UInt8(ascii: "("))
            guard asksNavigation || asksDismissal || asksPresentation, let body = body(after: index),
                !answersNil(body)
            else { continue }
            drivesNavigation = drivesNavigation || asksNavigation
            drivesDismissal = drivesDismissal || asksDismissal
            drivesPresentation = drivesPresentation || asksPresentation
        }
        guard drivesNavigation || drivesDismissal || drivesPresentation else { return }
        for index in tokens.indices where isName(index) {
            let answersNavigation =
                drivesNavigation && equals(index, "animationControllerFor") && isName(index + 1)
                && !isPunctuation(index - 1, UInt8(ascii: "("))
            let answersDismissal =
                drivesDismissal && equals(index, "forDismissed") && isPunctuation(index - 1, UInt8(ascii: "("))
                && equals(index - 2, "animationController")
            let answersPresentation =
                drivesPresentation && equals(index, "forPresented") && isPunctuation(index - 1, UInt8(ascii: "("))
                && equals(index - 2, "animationController")
            guard answersNavigation || answersDismissal || answersPresentation, let body = body(after: index) else {
                continue
            }
            let pops = body.filter { equals($0, "pop") && isPunctuation($0 - 1, UInt8(ascii: ".")) }
            if answersNavigation, !pops.isEmpty {
                for pop in pops { if let made = firstMade(from: pop + 1, in: body) { names.insert(made) } }
            } else {
                for index in body where equals(index, "return") {
                    if let made = firstMade(from: index + 1, in: body) { names.insert(made) }
                }
            }
        }
    }

    /// The token indices inside the body of the function whose signature holds `index`: from the
    /// first `{` after it, outside parentheses, to its matching `}`. Nil where another declaration
    /// or a closing brace comes first (a requirement in a protocol).
    private func body(after index: Int) -> Range<Int>? {
        var depth = 0
        var open = index + 1
        while open < tokens.count {
            if isPunctuation(open, UInt8(ascii: "(")) { depth += 1 }
            if isPunctuation(open, UInt8(ascii: ")")) { depth -= 1 }
            // A label inside the parameter list starts one level in: its `)` takes the depth below zero.
            if depth <= 0 {
                if isPunctuation(open, UInt8(ascii: "{")) { break }
                if isPunctuation(open, UInt8(ascii: "}")) || equals(open, "func") || equals(open, "var") {
                    return nil
                }
            }
            open += 1
        }
        var braces = 0
        for close in open..<tokens.count {
            if isPunctuation(close, UInt8(ascii: "{")) { braces += 1 }
            if isPunctuation(close, UInt8(ascii: "}")) {
                braces -= 1
                if braces == 0 { return (open + 1)..<close }
            }
        }
        return nil
    }

    /// A body that only answers `nil` (`return nil`, `nil`): no interaction controller.
    private func answersNil(_ body: Range<Int>) -> Bool {
        let names = body.filter { isName($0) }
        return names.count == body.count && names.allSatisfy { equals($0, "return") || equals($0, "nil") }
    }

    /// The first type made after `start` in the same statement (`return BackAnimator()`,
    /// `: return Slide(direction: .out)`), stopping at the next case or operation.
    private func firstMade(from start: Int, in body: Range<Int>) -> String? {
        var index = start
        while index < body.upperBound, index < start + 8 {
            if equals(index, "case") || equals(index, "default") || equals(index, "push") { return nil }
            if isName(index), !isLowercase(index), isPunctuation(index + 1, UInt8(ascii: "(")),
                !isPunctuation(index - 1, UInt8(ascii: "."))
            {
                return text(index)
            }
            index += 1
        }
        return nil
    }
}
