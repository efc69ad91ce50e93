import A11yFixSyntax
import SwiftSyntax

/// A drag that only moves a panel to another edge of the screen: while dragging it offsets the
/// panel by the gesture's translation, and it ends by writing an edge (`alignment = .trailing`)
/// and putting the offset back to zero.
///
///     .offset(offset)
///     .gesture(DragGesture()
///         .onChanged { value in offset = value.translation; if … { target = .trailing } }
///         .onEnded { _ in offset = .zero; alignment = target })
///
/// Judged on unseen apps: a time-machine panel re-docked to the other side was reported as a
/// slider VoiceOver cannot adjust, but it moves no value, and its own controls stay reachable.
/// Anything else the drag writes or calls (a value, a seek, a callback) makes it a control.
enum PanelRedock {
    /// The cases of an edge, side or corner: where a panel is docked.
    static let edges: Set<String> = [
        "leading", "trailing", "top", "bottom", "left", "right", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing",
    ]
    /// Where the gesture is: what an offset that follows the finger is set to.
    static let positions: Set<String> = ["translation", "location"]
    /// Calls that decide or animate, and write nothing of their own.
    static let quietCalls: Set<String> = ["withAnimation", "abs", "min", "max"]
    /// The gesture's own handlers, and the gesture itself.
    static let handlers: Set<String> = ["DragGesture", "onChanged", "onEnded", "updating"]

    /// What an assignment in the drag writes.
    enum Value: Equatable {
        case edge, zero, position
        /// Another variable's value (`alignment = proposedAlignment`).
        case variable(String)
        case other
    }

    /// Whether `drag` writes only an edge and an offset that follows the finger and ends at zero,
    /// an offset the file applies with `.offset(…)`.
    static func onlyRedocks(_ drag: ExprSyntax, in file: SourceFile) -> Bool {
        var assigned: [String: [Value]] = [:]
        for sequence in nodes(SequenceExprSyntax.self, in: drag) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            assigned[elements[0].trimmedText, default: []].append(value(of: Array(elements.dropFirst(2))))
        }
        for call in nodes(FunctionCallExprSyntax.self, in: drag) {
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? ""
            guard handlers.contains(name) || quietCalls.contains(name) else { return false }
        }
        var edgeTargets: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (target, values) in assigned where !edgeTargets.contains(target) {
                let isEdge = values.allSatisfy { value in
                    if case let .variable(name) = value { return edgeTargets.contains(name) }
                    return value == .edge
                }
                guard isEdge else { continue }
                edgeTargets.insert(target)
                grew = true
            }
        }
        guard !edgeTargets.isEmpty else { return false }
        return assigned.filter { !edgeTargets.contains($0.key) }.allSatisfy { target, values in
            values.allSatisfy { $0 == .zero || $0 == .position } && values.contains(.zero)
                && isAppliedAsOffset(target, in: file)
        }
    }

    /// What the right side of an assignment is: an edge (or a ternary between edges), zero, the
    /// finger's position, another variable, or anything else.
    static func value(of elements: [ExprSyntax]) -> Value {
        if elements.count == 1, let only = elements.first {
            if isEdge(only) { return .edge }
            if isZero(only) { return .zero }
            if isPosition(only) { return .position }
            if let reference = only.as(DeclReferenceExprSyntax.self) { return .variable(reference.baseName.text) }
            return .other
        }
        // `side == .leading ? .trailing : .leading`
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            isEdge(ternary.thenExpression), let last = elements.last, isEdge(last)
        else { return .other }
        return .edge
    }

    /// `.trailing`, `Edge.leading`, `HorizontalAlignment.trailing`.
    static func isEdge(_ value: ExprSyntax) -> Bool {
        guard let member = value.as(MemberAccessExprSyntax.self) else { return false }
        let base = member.base?.trimmedText
        return edges.contains(member.declName.baseName.text) && (base == nil || base?.first?.isUppercase == true)
    }

    static func isZero(_ value: ExprSyntax) -> Bool {
        [".zero", "CGSize.zero", "CGPoint.zero", "0"].contains(value.trimmedText)
    }

    /// `value.translation`, `gesture.location`: where the finger is.
    static func isPosition(_ value: ExprSyntax) -> Bool {
        guard let member = value.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true
        else { return false }
        return positions.contains(member.declName.baseName.text)
    }

    /// Whether some `.offset(…)` in the file reads `name` (`.offset(offset)`, `.offset(x: drag.width)`).
    static func isAppliedAsOffset(_ name: String, in file: SourceFile) -> Bool {
        file.functionCalls.contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "offset"
                && call.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    /// The nodes of `type` in `node`: a drag's few handlers, walked once.
    private static func nodes<T: SyntaxProtocol>(_ type: T.Type, in node: some SyntaxProtocol) -> [T] {
        var found: [T] = []
        var stack = [Syntax(node)]
        while let current = stack.popLast() {
            if let match = current.as(T.self) { found.append(match) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }
}
