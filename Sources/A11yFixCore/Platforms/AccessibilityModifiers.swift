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

    /// `.accessibilityHidden(!item.isFavorite)`: hidden while `condition` holds.
    public func hidden(when condition: String) -> String {
        modern(.accessibilityHiddenModifier)
            ? ".accessibilityHidden(\(condition))" : ".accessibility(hidden: \(condition))"
    }

    public func addTraits(_ traits: String) -> String {
        modern(.accessibilityAddTraitsModifier)
            ? ".accessibilityAddTraits(\(traits))" : ".accessibility(addTraits: \(traits))"
    }

    /// `.accessibilityValue("2 of 5")` or `.accessibility(value: Text("2 of 5"))`; `code` is a string expression.
    public func value(_ code: String) -> String {
        modern(.accessibilityValueModifier) ? ".accessibilityValue(\(code))" : ".accessibility(value: Text(\(code)))"
    }

    public func element(children: String) -> String { ".accessibilityElement(children: \(children))" }

    /// `.accessibilityAction(named: "Delete") { … }`, or with `Text` before iOS 14.
    public func action(named code: String, body: String) -> String {
        let name = modern(.accessibilityActionNamedModifier) ? code : "Text(\(code))"
        return ".accessibilityAction(named: \(name)) { \(body) }"
    }
}
