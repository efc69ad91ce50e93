import Foundation
import SwiftSyntax

/// A condition read inside a control's content may name a value the content declares for itself
/// (`let isChosen = option == current` inside a `label:` closure). A modifier attached to the
/// control cannot see that name, so it is written out as the value's definition, as long as the
/// definition reads only names the control's own position sees.
enum ConditionInScope {
    /// `condition` as it can be written after `control`, or nil when it reads a name bound inside
    /// the control that cannot be written out (a closure parameter, an `if let`, a `var`, a local
    /// whose definition reads another such name).
    static func resolving(_ condition: String, at control: some SyntaxProtocol) -> String? {
        let names = identifiers(in: condition)
        guard !names.isEmpty else { return condition }
        let bound = Bindings(inside: control)
        guard names.contains(where: { bound.definitions[$0.name] != nil || bound.opaque.contains($0.name) }) else {
            return condition
        }
        var written = condition
        // Back to front, so the ranges found earlier stay valid.
        for name in names.reversed() {
            if bound.opaque.contains(name.name) { return nil }
            guard let definition = bound.definitions[name.name] else { continue }
            let inner = identifiers(in: definition).map(\.name)
            if inner.contains(where: { bound.definitions[$0] != nil || bound.opaque.contains($0) }) { return nil }
            let whole = condition.trimmingCharacters(in: .whitespaces) == name.name
            let simple = definition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            written.replaceSubrange(name.range, with: whole || simple ? definition : "(\(definition))")
        }
        return written
    }

    /// The names a condition reads as values: identifiers that are neither members (`.x`, `a.x`)
    /// nor argument labels, outside string literals.
    static func identifiers(in text: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(name: String, range: Range<String.Index>)] = []
        var index = text.startIndex
        var previous: Character? = nil
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" {
                    if text[index] == "\\" { index = text.index(after: index) }
                    if index < text.endIndex { index = text.index(after: index) }
                }
                if index < text.endIndex { index = text.index(after: index) }
                previous = "\""
                continue
            }
            guard character.isLetter || character == "_" else {
                if !character.isWhitespace { previous = character }
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                index = text.index(after: index)
            }
            let next = text[index...].first(where: { !$0.isWhitespace })
            let isLabel = next == ":" && (previous == "(" || previous == ",")
            if previous != ".", !isLabel { found.append((String(text[start..<index]), start..<index)) }
            previous = "a"
        }
        return found
    }

    /// The names bound inside a control: plain `let` constants with their definitions, and every
    /// other binding (closure parameters, optional bindings, loop variables, `var`s).
    private struct Bindings {
        var definitions: [String: String] = [:]
        var opaque: Set<String> = []

        init(inside control: some SyntaxProtocol) {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(control)
            definitions = collector.definitions
            opaque = collector.opaque
        }
    }

    private final class Collector: SyntaxVisitor {
        var definitions: [String: String] = [:]
        var opaque: Set<String> = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if node.bindingSpecifier.tokenKind == .keyword(.let), node.bindings.count == 1,
                    let value = binding.initializer?.value
                {
                    definitions[name] = value.trimmedDescription
                } else {
                    opaque.insert(name)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            opaque.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            opaque.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { opaque.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { opaque.insert(name) }
            return .visitChildren
        }
    }
}
