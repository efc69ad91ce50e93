import SwiftSyntax

/// The spelling of an accessibility modifier for the deployment target: the iOS 14 / macOS 11
/// form, or the `.accessibility(…:)` form older systems have.
public struct AccessibilityModifiers {
    let file: SourceFile
    let availability: Availability
    let node: Syntax

    public init(at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext) {
        self.file = file
        self.availability = context.availability
        self.node = Syntax(node)
    }

    private func modern(_ api: IntroducedAPI) -> Bool { availability.isAvailable(api, at: node, in: file) }

    /// `.accessibilityLabel("Share")` or `.accessibility(label: Text("Share"))`; `code` is a string expression.
    public func label(_ code: String) -> String {
        modern(.accessibilityLabelModifier) ? ".accessibilityLabel(\(code))" : ".accessibility(label: Text(\(code)))"
    }

    public func hidden() -> String {
        modern(.accessibilityHiddenModifier) ? ".accessibilityHidden(true)" : ".accessibility(hidden: true)"
    }

    public func addTraits(_ traits: String) -> String {
        modern(.accessibilityAddTraitsModifier) ? ".accessibilityAddTraits(\(traits))" : ".accessibility(addTraits: \(traits))"
    }

    public func element(children: String) -> String { ".accessibilityElement(children: \(children))" }

    /// `.accessibilityAction(named: "Delete") { … }`, or with `Text` before iOS 14.
    public func action(named code: String, body: String) -> String {
        let name = modern(.accessibilityActionNamedModifier) ? code : "Text(\(code))"
        return ".accessibilityAction(named: \(name)) { \(body) }"
    }
}

extension ModifierChain {
    /// Any modifier whose name starts with `accessibility` (including `.accessibility(…)`).
    public var hasAccessibilityModifier: Bool { modifiers.contains { $0.name.hasPrefix("accessibility") } }

    /// `.accessibilityHidden(true)` / `.accessibility(hidden: true)`: out of assistive technology's reach.
    public var hidesFromAccessibility: Bool {
        modifiers.contains { modifier in
            guard let arguments = modifier.call?.arguments else { return false }
            return (modifier.name == "accessibilityHidden" && arguments.first?.expression.trimmedText == "true")
                || (modifier.name == "accessibility" && arguments.contains { $0.label?.text == "hidden" && $0.expression.trimmedText == "true" })
        }
    }

    /// `.accessibilityAddTraits(.isButton)` / `.accessibility(addTraits: .isButton)` with any of `traits`.
    public func addsTraits(_ traits: [String]) -> Bool {
        modifiers.contains { modifier in
            (modifier.name == "accessibilityAddTraits" || modifier.name == "accessibility")
                && traits.contains { trait in modifier.call?.arguments.trimmedText.includes(trait) ?? false }
        }
    }
}

/// Controls whose closures draw a label: content inside them is named by the control.
enum ControlNames {
    static let labelled: Set<String> = ["Button", "NavigationLink", "Menu", "Link", "Toggle", "ShareLink", "Label", "Picker", "Stepper", "Slider"]

    /// Whether `node` sits inside a closure passed to one of these controls.
    static func isInsideControl(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let call = candidate.as(FunctionCallExprSyntax.self), let name = call.calleeName, labelled.contains(name) { return true }
            if candidate.is(MemberBlockSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
