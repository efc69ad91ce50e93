import A11yFixSyntax
import SwiftSyntax

/// A drag that only moves a view around the screen: the finger's translation in both directions
/// goes into what the file reads only where it places a view (`.offset(…)`, `.position(…)`, an
/// `alignment:`), and the drag does nothing else.
///
///     .offset(x: offsetX + dragOffset.width, y: offsetY + dragOffset.height)
///     .gesture(DragGesture()
///         .onChanged { value in dragOffset = value.translation }
///         .onEnded { value in offsetX += value.translation.width; offsetY += value.translation.height; dragOffset = .zero })
///
/// Judged noise on unseen apps: a floating counter pill and a search bar moved to another corner
/// were reported as sliders VoiceOver cannot adjust; they set no value, and what they hold stays
/// reachable. A knob dragged along one axis is a slider whatever it stores, and a drag that calls
/// anything (a save, a seek, a callback) or writes what the file reads elsewhere is a control.
enum DragMovesView {
    /// Modifiers that place a view, and the argument label that places content in a frame or stack.
    static let placements: Set<String> = ["offset", "position"]
    /// Calls that only compute or animate.
    static let quietCalls: Set<String> = ["withAnimation", "abs", "min", "max"]
    /// The gesture's own handlers.
    static let handlers: Set<String> = ["onChanged", "onEnded", "updating"]

    static func onlyMovesView(_ drag: ExprSyntax, in file: SourceFile) -> Bool {
        guard movesBothWays(drag) else { return false }
        var targets: Set<String> = []
        for sequence in SourceFile.descendants(SequenceExprSyntax.self, of: drag) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || isCompoundAssignment(elements[1])
            else { continue }
            var target = elements[0].trimmedText
            if target.hasPrefix("self.") { target.removeFirst(5) }
            // `model.position = …`: another object's property, which anything may read.
            guard target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
            targets.insert(target)
        }
        // The view's own storage: a binding or a model's property is read where the file cannot see
        // (a two-way picker's point is its value).
        guard !targets.isEmpty, targets.allSatisfy({ isViewStorage($0, around: drag) }) else { return false }
        // A call standing as a statement does something; one inside a value only computes it.
        let calls = SourceFile.descendants(FunctionCallExprSyntax.self, of: drag)
        for call in calls where call.parent?.is(CodeBlockItemSyntax.self) == true {
            guard let name = call.calleeName, quietCalls.contains(name) else { return false }
        }
        for reference in file.descendants(DeclReferenceExprSyntax.self, of: file.tree) {
            let name = reference.baseName.text
            // `$offset`: a binding handed on, which anything may read.
            if name.hasPrefix("$"), targets.contains(String(name.dropFirst())) { return false }
            guard targets.contains(name) else { continue }
            if drag.position <= reference.position, reference.endPosition <= drag.endPosition { continue }
            // `self.offset` or a bare name; `other.offset` is another value's.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                member.base?.trimmedText != "self"
            {
                continue
            }
            guard isPlacing(reference) || isShadowed(reference) else { return false }
        }
        return true
    }

    /// Property wrappers of storage only the view itself reads.
    static let viewStorage: Set<String> = ["State", "AppStorage", "SceneStorage"]

    /// Whether the type around `node` declares `name` as `@State`, `@AppStorage` or `@SceneStorage`.
    static func isViewStorage(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent, current.asProtocol(DeclGroupSyntax.self) == nil { parent = current.parent }
        guard let group = parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                })
            else { continue }
            return variable.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
                return viewStorage.contains(name)
            }
        }
        return false
    }

    /// The drag reads where the finger went in both directions: the whole translation or location,
    /// or both its `width` and `height` (`x` and `y`).
    static func movesBothWays(_ drag: ExprSyntax) -> Bool {
        var parts: Set<String> = []
        for member in SourceFile.descendants(MemberAccessExprSyntax.self, of: drag) {
            let name = member.declName.baseName.text
            guard name == "translation" || name == "location" else { continue }
            guard let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == member.id else {
                return true
            }
            parts.insert(outer.declName.baseName.text)
        }
        return parts.isSuperset(of: ["width", "height"]) || parts.isSuperset(of: ["x", "y"])
    }

    /// `+=`, `-=`: a move by the translation.
    private static func isCompoundAssignment(_ element: ExprSyntax) -> Bool {
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op == "+=" || op == "-="
    }

    /// Read in an argument of `.offset(…)` or `.position(…)`, or in an `alignment:` argument.
    private static func isPlacing(_ reference: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(reference)
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "alignment" { return true }
            if let call = parent.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                placements.contains(name), node.is(LabeledExprListSyntax.self)
            {
                return true
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            node = parent
        }
        return false
    }

    /// A parameter or local of the same name in the function around it.
    private static func isShadowed(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let function = reference.ancestor(FunctionDeclSyntax.self) else { return false }
        let name = reference.baseName.text
        return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
}
