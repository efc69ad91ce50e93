import A11yFixSyntax
import SwiftSyntax

/// `matchedGeometryEffect`s that make no move across the screen (judged on real apps: three
/// reports of each kind were noise).
enum HeroMove {
    /// An end with no partner: its namespace is the type's own `@Namespace`, no other
    /// `matchedGeometryEffect` of the type can share its id there (none, or all plain strings other
    /// than its own), and it is drawn once per view (not in a
    /// `ForEach` or a builder method that takes a parameter, which may draw it for several values).
    /// Each instance of the view has its own namespace, so nothing is matched: the view only
    /// changes in place.
    static func isLoneEnd(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard let namespace = call.argument(labeled: "in")?.expression.trimmedText,
            let id = call.argument(labeled: "id")?.expression.trimmedText,
            let (typeName, group) = EnclosingType.of(call), declaresNamespace(namespace, in: group),
            !handsOn(namespace, in: group)
        else { return false }
        let others = file.functionCalls.filter { other in
            other.id != call.id
                && other.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "matchedGeometryEffect"
                && EnclosingType.of(other)?.name == typeName
                && other.argument(labeled: "in")?.expression.trimmedText == namespace
        }
        // Another end's id could equal this one unless both are different plain strings.
        let unmatched = others.allSatisfy { other in
            guard let otherId = other.argument(labeled: "id")?.expression else { return false }
            return isPlainString(otherId) && call.argument(labeled: "id").map { isPlainString($0.expression) } == true
                && otherId.trimmedText != id
        }
        return unmatched && !isRepeated(call)
    }

    /// An end whose namespace the type was handed (`let selection: Namespace.ID`) and whose id an
    /// end in a type of this file that owns a `@Namespace` also uses (`Self.indicatorID` there,
    /// `Picker.indicatorID` here): one hero move written in two views, judged at the owner's end,
    /// where the animation that plays it is (judged on apps never tuned on: the handed end's own
    /// report repeated the owner's gate).
    static func isHandedEndOfOwnersHero(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard let namespace = call.argument(labeled: "in")?.expression.trimmedText,
            let id = call.argument(labeled: "id")?.expression, let idName = lastName(of: id),
            let (typeName, group) = EnclosingType.of(call), !declaresNamespace(namespace, in: group),
            holdsHandedNamespace(namespace, in: group)
        else { return false }
        return file.functionCalls.contains { other in
            guard other.id != call.id,
                other.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "matchedGeometryEffect",
                let (otherType, otherGroup) = EnclosingType.of(other), otherType != typeName,
                let otherNamespace = other.argument(labeled: "in")?.expression.trimmedText,
                declaresNamespace(otherNamespace, in: otherGroup),
                let otherID = other.argument(labeled: "id")?.expression
            else { return false }
            return lastName(of: otherID) == idName
        }
    }

    /// `Self.indicatorID`, `Picker.indicatorID`, `indicatorID`: the name; a string literal: its text.
    private static func lastName(of id: ExprSyntax) -> String? {
        if let member = id.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        if let reference = id.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return isPlainString(id) ? id.trimmedText : nil
    }

    /// `let selection: Namespace.ID` among the type's stored properties.
    private static func holdsHandedNamespace(_ name: String, in group: DeclGroupSyntax) -> Bool {
        group.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    && binding.typeAnnotation?.type.trimmedText == "Namespace.ID"
            }
        }
    }

    private static func isPlainString(_ expression: ExprSyntax) -> Bool {
        expression.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } ?? false
    }

    /// `.background { if mode == value { Capsule().matchedGeometryEffect(id: "pill", in: ns) } }`:
    /// the pill behind the chosen segment of a control, sliding to the next one as the choice
    /// changes, the in-control motion a system segmented control makes.
    static func isSelectionPill(_ call: FunctionCallExprSyntax) -> Bool {
        // `isSource: isSelected`: the selected segment's layer is the one the others match.
        let source = call.argument(labeled: "isSource")?.expression.trimmedText
        var comparesSelection = source != nil && source != "true" && source != "false"
        var current = Syntax(call)
        while let parent = current.parent {
            defer { current = parent }
            // `.background(RoundedRectangle().fill(…).matchedGeometryEffect(…, isSource: isSelected))`.
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard comparesSelection, argument.label == nil,
                    let name = argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
                        .as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { return false }
                return ["background", "overlay"].contains(name)
            }
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id {
                comparesSelection =
                    comparesSelection
                    || branch.conditions.contains { condition in
                        condition.condition.as(ExprSyntax.self)?.tokens(viewMode: .sourceAccurate).contains {
                            $0.tokenKind == .binaryOperator("==")
                        } ?? false
                    }
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard comparesSelection,
                    let holder = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let name = holder.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { return false }
                return ["background", "overlay"].contains(name)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
        }
        return false
    }

    /// `PlanCard(ring: ring)`: the namespace given to another view, whose ends match this type's.
    private static func handsOn(_ namespace: String, in group: DeclGroupSyntax) -> Bool {
        group.tokens(spelled: namespace).contains { token in
            guard token.tokenKind == .identifier(namespace),
                let argument = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                != "matchedGeometryEffect"
        }
    }

    /// `@Namespace private var selection` among the type's members.
    private static func declaresNamespace(_ name: String, in group: DeclGroupSyntax) -> Bool {
        group.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Namespace"
                })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Inside a `ForEach`, `List` or `Table` row closure, or a method that takes parameters.
    private static func isRepeated(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            defer { current = parent }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return !function.signature.parameterClause.parameters.isEmpty
            }
            if let closure = parent.as(ClosureExprSyntax.self),
                let holder = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                ["ForEach", "List", "Table", "OutlineGroup"].contains(holder.calleeName ?? "")
            {
                return true
            }
            if parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
        }
        return false
    }
}
