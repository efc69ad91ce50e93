import SwiftSyntax

/// What one expression writes: `x = v`, `model?.count += 1`, `isOn.toggle()`, `items.append(v)`.
/// The one answer to "is this a write?" that motion, taps and labels share, on the tree as the
/// parser leaves it (an unfolded sequence) or folded.
package struct Write {
    package enum Operation: Equatable {
        /// `x = v`
        case assignment
        /// `x += v`, `x -= v`, `x |= v`: the operator as written.
        case compound(String)
        /// `x.toggle()`, `items.append(v)`: the method's name.
        case mutatingCall(String)
    }

    /// The path changed, as written: `model?.count` in `model?.count += 1`.
    package let target: ExprSyntax
    package let operation: Operation
    /// The right-hand side of `x = v` or `x += v` when it is one expression (not for `a = b / 10`,
    /// which the parser leaves as one flat sequence).
    package let value: ExprSyntax?

    /// The operators that write their left operand: `+=`, `-=`, `&&=`… but not `==`, `<=`, `!==`.
    package static func isAssigningOperator(_ text: String) -> Bool {
        text.count >= 2 && text.hasSuffix("=") && !comparisons.contains(text)
    }

    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    /// The write `expression` is, or nil when it writes nothing itself.
    package init?(_ expression: ExprSyntax) {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                self.init(target: infix.leftOperand, operation: .assignment, value: infix.rightOperand)
                return
            }
            if let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                Self.isAssigningOperator(text)
            {
                self.init(target: infix.leftOperand, operation: .compound(text), value: infix.rightOperand)
                return
            }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3 else { return nil }
            let value = elements.count == 3 ? elements[2] : nil
            if elements[1].is(AssignmentExprSyntax.self) {
                self.init(target: elements[0], operation: .assignment, value: value)
                return
            }
            if let text = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, Self.isAssigningOperator(text) {
                self.init(target: elements[0], operation: .compound(text), value: value)
                return
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ViewCallNames.mutatingMethods.contains(member.declName.baseName.text)
        {
            self.init(target: base, operation: .mutatingCall(member.declName.baseName.text), value: nil)
            return
        }
        return nil
    }

    private init(target: ExprSyntax, operation: Operation, value: ExprSyntax?) {
        self.target = target
        self.operation = operation
        self.value = value
    }

    /// `x = v` or `x.toggle()`: a plain flag or value set, no arithmetic or collection change.
    package var setsOrToggles: Bool {
        operation == .assignment || operation == .mutatingCall("toggle")
    }

    /// The names along the changed path, root first, optional marks dropped: `["self", "model",
    /// "count"]` for `self.model?.count`. Empty when the path is not made of names
    /// (`items[0] = x`, `f().x = 1`).
    package var pathNames: [String] { Self.pathNames(of: target) }

    /// The single name a write to a plain variable changes: `isOn` for `isOn = true`, nil for `self.isOn = true`.
    package var plainName: String? {
        target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private static func pathNames(of expression: ExprSyntax) -> [String] {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return pathNames(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return pathNames(of: forced.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return [member.declName.baseName.text] }
            let root = pathNames(of: base)
            return root.isEmpty ? [] : root + [member.declName.baseName.text]
        }
        if expression.is(SuperExprSyntax.self) { return ["super"] }
        return []
    }

    /// Whether `mention` (a name or a path ending in it) is what a write changes: the left side of
    /// `x = …` or `x += …`, or the value `x.toggle()` or `x.append(…)` is called on, through any
    /// longer path (`x.count += 1`, `x?.items.append(…)`).
    package static func isWritten(_ mention: Syntax) -> Bool {
        var node = mention
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    return ViewCallNames.mutatingMethods.contains(member.declName.baseName.text)
                }
                node = Syntax(member)
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else {
                break
            }
        }
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == node.id {
            return Write(ExprSyntax(infix)) != nil
        }
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id,
            let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return false }
        return Write(ExprSyntax(sequence)) != nil
    }

    /// Whether `mention` is read to compute a new value of itself: `isOn` in `isOn = !isOn`.
    package static func isReadForItsOwnWrite(_ mention: TokenSyntax) -> Bool {
        guard let sequence = mention.ancestor(SequenceExprSyntax.self),
            let write = Write(ExprSyntax(sequence)), write.operation == .assignment
        else { return false }
        return write.target.trimmedText == mention.text
    }
}
