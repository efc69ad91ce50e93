import A11yFixSyntax
import SwiftSyntax

/// The methods that label the control they are given: `func setupAccessibility(forSidebarButton
/// button: UIBarButtonItem) { button.accessibilityLabel = … }` is recorded as
/// "Owner.setupAccessibility(forSidebarButton:)". A button passed to such a method of its type (or
/// of a protocol the type conforms to, in another file) is labelled there: a label added where
/// the button is made would be overwritten at once.
enum ParameterLabellers {
    /// Cheap filter first: only a file that declares functions and sets a label.
    static func wants(_ bytes: [UInt8]) -> Bool { bytes.includes("accessibilityLabel") && bytes.includes("func ") }

    /// Hears each function declaration of a file (`IndexTreeWalk`).
    final class Collector: SyntaxVisitor {
        var found: Set<String> = []

        override func visit(_ function: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            // The declaration as written: its `func` keyword is in the source.
            guard function.funcKeyword.presence == .present, function.funcKeyword.tokenKind == .keyword(.func),
                let owner = EnclosingType.ownerName(of: function) ?? protocolName(of: function)
            else { return .visitChildren }
            for label in labelledParameters(of: function) {
                found.insert("\(owner).\(function.name.text)(\(label):)")
            }
            return .visitChildren
        }
    }

    /// The argument labels (`_` for none) of the parameters whose `accessibilityLabel` the body sets
    /// (`button.accessibilityLabel = …`, `button.setAccessibilityLabel(…)`) at its top level or in a branch.
    static func labelledParameters(of function: FunctionDeclSyntax) -> [String] {
        guard let body = function.body else { return [] }
        let labelled = labelledNames(in: Syntax(body))
        return function.signature.parameterClause.parameters.compactMap { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            return labelled.contains(name) ? parameter.firstName.text : nil
        }
    }

    /// The plain names a body gives an accessibility label (not through another object: `x.y.accessibilityLabel`).
    private static func labelledNames(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate)
        where token.text == "accessibilityLabel" || token.text == "setAccessibilityLabel" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            let isAssigned: Bool
            if token.text == "accessibilityLabel" {
                // `button.accessibilityLabel = …`, whatever the value (a conditional too).
                let elements = member.parent?.parent?.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
                isAssigned =
                    elements.count >= 3 && elements[0].id == member.id && elements[1].is(AssignmentExprSyntax.self)
            } else {
                isAssigned = member.parent?.is(FunctionCallExprSyntax.self) == true
            }
            if isAssigned { names.insert(base.baseName.text) }
        }
        return names
    }

    /// A protocol's requirement or default implementation belongs to the protocol.
    private static func protocolName(of function: FunctionDeclSyntax) -> String? {
        function.ancestor(ProtocolDeclSyntax.self)?.name.text
    }
}
