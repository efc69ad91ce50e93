import A11yFixSyntax
import SwiftSyntax

/// A position in a run of things stepped by one (`pageIndex -= 1`, `current = (current + 1) % count`)
/// under an arrow that points the same way: the control goes to the previous or next thing, named by
/// what the position counts ("Previous page", "Next preset"). Neither the arrow's "Back" (which says
/// the control leaves the screen) nor "Decrease page index" (the code's arithmetic) says that.
enum PositionStep {
    /// Words that say a variable holds a position, not a quantity (`pageIndex`, `currentPreset`).
    static let positionWords: Set<String> = ["index", "idx", "position", "pos", "current", "selected"]

    static func phrase(for images: [ImageContent.Image], action: ExprSyntax) -> String? {
        guard images.count == 1, images[0].isSymbol, case let .literal(symbol) = images[0].name,
            let pointing = way(of: symbol), let closure = action.as(ClosureExprSyntax.self)
        else { return nil }
        var steps: [String: Set<Int>] = [:]
        for node in ActionName.descendants(Syntax(closure)) {
            guard let sequence = node.as(SequenceExprSyntax.self), let write = Write(ExprSyntax(sequence)),
                let name = write.pathNames.last, isPosition(name)
            else { continue }
            steps[name, default: []].formUnion(Self.steps(of: name, in: sequence, write: write))
        }
        // One position, moved one way, the way the arrow points.
        guard steps.count == 1, let (name, ways) = steps.first, ways == [pointing] else { return nil }
        let noun = ReadableName.words(of: name).filter { !positionWords.contains($0.lowercased()) }
        guard noun.count <= 2, noun.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        return ReadableName.sentence([pointing < 0 ? "Previous" : "Next"] + noun.map { $0.lowercased() })
    }

    /// -1 for `+= 1`'s opposite: the ways `sequence` moves `name` by one (`x -= 1`, `x = x - 1 < 0 ? n : x - 1`).
    private static func steps(of name: String, in sequence: SequenceExprSyntax, write: Write) -> Set<Int> {
        switch write.operation {
        case let .compound(symbol) where ["+=", "-="].contains(symbol):
            return write.value?.trimmedText == "1" ? [symbol == "+=" ? 1 : -1] : []
        case .assignment:
            let tokens = Array(sequence.elements.dropFirst(2).flatMap { $0.tokens(viewMode: .sourceAccurate) })
            var found: Set<Int> = []
            for index in tokens.indices.dropLast(2) where tokens[index].text == name {
                guard case .binaryOperator(let symbol) = tokens[index + 1].tokenKind, ["+", "-"].contains(symbol),
                    case .integerLiteral("1") = tokens[index + 2].tokenKind
                else { continue }
                found.insert(symbol == "+" ? 1 : -1)
            }
            return found
        default:
            return []
        }
    }

    static func isPosition(_ name: String) -> Bool {
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        guard let first = words.first, let last = words.last else { return false }
        return ["index", "idx", "position", "pos", "page"].contains(last) || ["current", "selected"].contains(first)
    }

    /// -1 for an arrow pointing back (left, up, backward), 1 for one pointing on; nil for any other
    /// glyph, and for arrows that jump to an end or turn (`chevron.left.2`, `arrow.uturn.left`).
    static func way(of symbol: String) -> Int? {
        let parts = symbol.split(separator: ".").map(String.init)
        let turns: Set<String> = ["2", "end", "uturn", "turn", "clockwise", "counterclockwise", "and"]
        guard let base = parts.first, ["chevron", "arrow", "arrowtriangle", "arrowshape", "arrowkeys"].contains(base),
            !parts.contains(where: turns.contains)
        else { return nil }
        let back = parts.contains { ["left", "up", "backward"].contains($0) }
        let on = parts.contains { ["right", "down", "forward"].contains($0) }
        return back == on ? nil : back ? -1 : 1
    }
}
