import SwiftSyntax

/// Controls whose closures draw a label: content inside them is named by the control.
package enum ControlNames {
    package static let labelled: Set<String> = [
        "Button", "NavigationLink", "Menu", "Link", "Toggle", "ShareLink", "Label", "Picker", "Stepper", "Slider",
    ]

    /// Whether `node` sits inside a closure passed to one of these controls.
    package static func isInsideControl(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let call = candidate.as(FunctionCallExprSyntax.self), let name = call.calleeName, labelled.contains(name)
            {
                return true
            }
            if candidate.is(MemberBlockSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
