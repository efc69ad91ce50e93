import A11yFixSyntax
import SwiftSyntax

/// A `.transition` that never plays: SwiftUI applies a transition only to the view that is
/// inserted or removed. On a built-in view that sits in a stack always (`HStack { HStack { … }
/// .transition(.push(from: .trailing)) }`, no `if`, `switch`, `ForEach` or `.id` between), nothing
/// inserts that view on its own; when the stack around it comes and goes, the stack's transition
/// plays. Gating it would change nothing (judged on apps never tuned on, also a paged `TabView`,
/// and a badge standing in an `.overlay { }` layer).
enum NestedTransition {
    /// Containers whose content closure holds views that stay while the container stays.
    static let fixedContainers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Grid", "GridRow", "ScrollView",
    ]
    /// Modifiers whose content closure is a layer that stands as long as the view it is on.
    static let layerModifiers: Set<String> = ["overlay", "background"]
    /// Built-in views whose identity nothing inside them changes (a project view may hold an `if`).
    static let builtInViews: Set<String> = fixedContainers.union([
        "Text", "Image", "Label", "Button", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "ProgressView", "Toggle", "Divider", "TabView", "List", "Form", "LazyVGrid", "LazyHGrid", "Picker",
        "Slider", "TextField",
    ])

    /// Whether `call` (a `.transition(…)` modifier) is on a built-in view no change inserts alone.
    static func neverPlays(_ call: FunctionCallExprSyntax) -> Bool {
        let below = ModifierChain(endingAt: ExprSyntax(call))
        guard let root = below.root.as(FunctionCallExprSyntax.self), let name = root.calleeName,
            root.calledExpression.is(DeclReferenceExprSyntax.self), builtInViews.contains(name)
        else { return false }
        // `.id(step)` replaces the view when it changes: the transition plays then.
        let chain = ModifierChain(startingAt: root)
        guard !chain.has("id") else { return false }
        var node = Syntax(chain.outermost)
        while let parent = node.parent {
            defer { node = parent }
            if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchExprSyntax.self)
                || parent.is(TernaryExprSyntax.self) || parent.is(DeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self)
            {
                return false
            }
            guard let closure = parent.as(ClosureExprSyntax.self) else { continue }
            guard let owner = owner(of: closure) else { return false }
            // `.overlay { Text("Premium").transition(.scale) }`: the layer stands with its host.
            if let layer = owner.calledExpression.as(MemberAccessExprSyntax.self), layer.base != nil,
                layerModifiers.contains(layer.declName.baseName.text)
            {
                return true
            }
            guard let container = owner.calleeName, owner.calledExpression.is(DeclReferenceExprSyntax.self)
            else { return false }
            // `Group { … }` is transparent: its children are inserted with it, one by one.
            if container == "Group" { continue }
            return fixedContainers.contains(container)
        }
        return false
    }

    /// The call a closure is the trailing closure or an argument of.
    private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
