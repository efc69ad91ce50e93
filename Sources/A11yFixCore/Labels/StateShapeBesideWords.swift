import A11yFixSyntax
import SwiftSyntax

/// A plain shape symbol tinted by a state, in the same row as a text that shows that state's name:
///
///     HStack {
///         VStack { Text(server.name); Text(server.status.title) }
///         Image(systemName: "circle.fill").foregroundStyle(server.status.color)
///     }
///
/// The dot says in colour what the text beside it says in words, so VoiceOver, which reads it as
/// "circle", loses nothing when it is hidden: image-decorative hides it, and image-label asks for no
/// label (judged on unseen apps: a container's status dot beside the status's title). The state is a
/// value whose colour tints the shape (`status.color`, also through a computed property of the type:
/// `private var tint: Color { status.color }`) and whose title, name or label a `Text` shows
/// (`Text(status.title)`), or a flag that picks both the colour and the words
/// (`isOnline ? .green : .red` beside `Text(isOnline ? "Online" : "Offline")`). The text may sit in a
/// helper of the type drawn in the row (`subtitle`). The view is the same wherever it is shown, so
/// the hide holds at every place.
enum StateShapeBesideWords {
    /// Plain shapes, drawn with the mark parts of `StateGlyphs` (`circle.fill`, `square.inset.filled`).
    static let shapes: Set<String> = ["circle", "square", "diamond", "capsule", "hexagon", "octagon", "triangle"]
    /// A value's colour: what a state tints the shape with.
    static let colourNames: Set<String> = ["color", "colour", "tint", "tintColor", "foregroundColor", "statusColor"]
    /// A value's words: what a text shows of the state.
    static let nameNames: Set<String> = [
        "title", "name", "label", "displayName", "displayTitle", "localizedName", "localizedTitle", "description",
        "localizedDescription", "text", "rawValue", "localizedString",
    ]
    static let tintModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint"]
    /// Containers whose views are read as one row or label.
    static let rows: Set<String> = StackContent.stacks.union(["Label", "LazyHStack", "LazyVStack"])

    /// A state the tint follows: a value whose colour it is (`status` of `status.color`), or a flag
    /// that picks between colours (`isOnline`).
    enum State: Hashable {
        case value(String)
        case flag(String)
    }

    /// The text beside the shape that shows the state its tint follows (`Text(status.title)`), as written.
    static func text(beside call: FunctionCallExprSyntax, chain: ModifierChain, symbol: String) -> String? {
        guard isPlainShape(symbol) else { return nil }
        let states = tintStates(of: chain)
        guard !states.isEmpty else { return nil }
        // The row the shape sits in, or the one around it (a shape in a `ZStack` badge).
        var node = Syntax(chain.outermost)
        var rowsClimbed = 0
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self), rowsClimbed < 2 {
            node = parent
            guard let row = node.as(FunctionCallExprSyntax.self), let name = row.calleeName, rows.contains(name) else {
                continue
            }
            rowsClimbed += 1
            var visited: Set<String> = []
            if let found = shownText(in: Syntax(row), states: states, visited: &visited) { return found }
        }
        return nil
    }

    /// `circle`, `circle.fill`, `square.inset.filled`: a shape and nothing drawn on it.
    static func isPlainShape(_ symbol: String) -> Bool {
        let parts = symbol.split(separator: ".").map(String.init)
        guard let base = parts.first, shapes.contains(base) else { return false }
        return parts.dropFirst().allSatisfy { StateGlyphs.markParts.contains($0) && !shapes.contains($0) }
    }

    /// The states the chain's tint follows, through a computed property of the type it names.
    static func tintStates(of chain: ModifierChain) -> Set<State> {
        var states: Set<State> = []
        for modifier in chain.modifiers where tintModifiers.contains(modifier.name) {
            guard let argument = modifier.call?.arguments.first?.expression else { continue }
            var sources = [Syntax(argument)]
            if let reference = argument.as(DeclReferenceExprSyntax.self),
                let getter = MemberGetter.body(named: reference.baseName.text, near: argument)
            {
                sources.append(getter)
            }
            for source in sources { states.formUnion(self.states(in: source)) }
        }
        return states
    }

    private static func states(in source: Syntax) -> Set<State> {
        var states: Set<State> = []
        for node in nodes(in: source) {
            if let member = node.as(MemberAccessExprSyntax.self), colourNames.contains(member.declName.baseName.text),
                let base = member.base.map({ path($0) }), base.first?.isLowercase == true
            {
                states.insert(.value(base))
            }
            if let parts = node.as(ExprSyntax.self)?.ternaryParts, isColour(parts.whenTrue), isColour(parts.whenFalse) {
                states.insert(.flag(squashed(parts.condition)))
            }
        }
        return states
    }

    /// The first `Text` in `row` (or in a helper of the type it draws) that shows one of `states`.
    private static func shownText(in row: Syntax, states: Set<State>, visited: inout Set<String>) -> String? {
        for node in nodes(in: row) {
            if let text = node.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
                let words = text.arguments.first, words.label == nil || words.label?.text == "verbatim",
                shows(words.expression, states)
            {
                return text.trimmedText
            }
            // `subtitle` in the row: a helper of the type, drawn here.
            if let reference = node.as(DeclReferenceExprSyntax.self),
                node.parent?.is(MemberAccessExprSyntax.self) != true,
                visited.insert(reference.baseName.text).inserted,
                let getter = MemberGetter.body(named: reference.baseName.text, near: reference),
                let found = shownText(in: getter, states: states, visited: &visited)
            {
                return found
            }
        }
        return nil
    }

    /// Whether a text's words show a state: its title (`status.title`), or words picked by its flag.
    private static func shows(_ words: ExprSyntax, _ states: Set<State>) -> Bool {
        nodes(in: Syntax(words)).contains { node in
            if let member = node.as(MemberAccessExprSyntax.self), nameNames.contains(member.declName.baseName.text),
                let base = member.base
            {
                return states.contains(.value(path(base)))
            }
            if let parts = node.as(ExprSyntax.self)?.ternaryParts, parts.whenTrue.is(StringLiteralExprSyntax.self),
                parts.whenFalse.is(StringLiteralExprSyntax.self)
            {
                return states.contains(.flag(squashed(parts.condition)))
            }
            return false
        }
    }

    /// `self.status` → `status`: the path as the type reads it.
    private static func path(_ expression: ExprSyntax) -> String { squashed(expression.trimmedText) }

    private static func squashed(_ text: String) -> String {
        let text = text.filter { !$0.isWhitespace }
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// `.green`, `Color.red`, `Color("Accent")`, `.red.opacity(0.5)`: a colour.
    private static func isColour(_ expression: ExprSyntax) -> Bool {
        let root = ModifierChain(endingAt: expression).root
        if let call = root.as(FunctionCallExprSyntax.self) {
            return ["Color", "UIColor", "NSColor"].contains(call.calleeName ?? "")
        }
        guard let member = root.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil || ["Color", "UIColor", "NSColor"].contains(member.base!.trimmedText)
    }

    /// Every node in `source`: a shape's modifiers and a row's views are small.
    private static func nodes(in source: Syntax) -> [Syntax] {
        var found: [Syntax] = []
        var stack = [source]
        while let current = stack.popLast() {
            found.append(current)
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}

/// The getter of a computed property of the type around a node (`private var tint: Color { … }`).
enum MemberGetter {
    static func body(named name: String, near node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) { current = candidate.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedText == name {
                switch binding.accessorBlock?.accessors {
                case let .getter(statements)?: return Syntax(statements)
                case let .accessors(accessors)?:
                    return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
                case nil: return nil
                }
            }
        }
        return nil
    }
}
