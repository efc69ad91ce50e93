import A11yFixSyntax
import SwiftSyntax

/// Words the data a control's glyph comes from holds already, written as the code reads them:
/// - a view that is only the control, storing its words beside its glyph
///   (`struct TabButton: View { let label: String; let icon: String }` → `.accessibilityLabel(label)`);
/// - the element whose image it draws, where the same view shows that element's words
///   (`Image(features[index].imageName)` beside `Text(features[selected].title)` →
///   `.accessibilityLabel(features[index].title)`).
/// Judged on unseen apps: such controls were reported although the words sat in the data.
enum ModelWords {
    /// Properties that hold a thing's words, best first.
    static let wordProperties = ["accessibilityLabel", "label", "title", "name", "displayName", "localizedName"]
    /// Types of a stored property whose value `.accessibilityLabel` takes as it is.
    static let wordTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "Text"]

    /// The code of the words for the one image `images` holds, or nil.
    static func code(for images: [ImageContent.Image], control call: FunctionCallExprSyntax) -> String? {
        guard images.count == 1, case .unknown = images[0].name,
            let argument = (images[0].call.argument(labeled: "systemName") ?? images[0].call.argument(labeled: nil))?
                .expression
        else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) {
            return storedWords(besideGlyph: reference.baseName.text, control: call)
        }
        if let member = argument.as(MemberAccessExprSyntax.self), let base = member.base {
            return elementWords(of: base)
        }
        return nil
    }

    /// `label` in a view whose whole body is the control, storing the glyph `glyph` and its words.
    static func storedWords(besideGlyph glyph: String, control call: FunctionCallExprSyntax) -> String? {
        let outermost = ModifierChain(startingAt: call).outermost
        guard let list = outermost.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let binding = list.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.pattern.trimmedText == "body",
            let members = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.parent?.as(
                MemberBlockItemListSyntax.self)
        else { return nil }
        var stored: [String: String] = [:]
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedText
                else { continue }
                stored[name] = type
            }
        }
        guard stored[glyph] != nil else { return nil }
        return wordProperties.first { stored[$0].map(wordTypes.contains) ?? false }
    }

    /// `features[index].title` for `features[index]` (or `feature`, the element a `ForEach` over `features`
    /// hands in) when the type around it shows `Text(features[…].title)` for another element of the same list.
    static func elementWords(of base: ExprSyntax) -> String? {
        guard let list = listName(of: base), let type = EnclosingType.of(base)?.group else { return nil }
        var shown: Set<String> = []
        for node in ActionName.descendants(Syntax(type)) {
            guard let text = node.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
                let first = text.arguments.first, first.label == nil,
                let member = first.expression.as(MemberAccessExprSyntax.self), let element = member.base,
                listName(of: element) == list
            else { continue }
            shown.insert(member.declName.baseName.text)
        }
        return wordProperties.first(where: shown.contains).map { base.trimmedText + "." + $0 }
    }

    /// The list an element comes from: `features` for `features[i]`, or for the parameter of a
    /// `ForEach(features) { feature in … }` around it.
    static func listName(of element: ExprSyntax) -> String? {
        if let subscriptCall = element.as(SubscriptCallExprSyntax.self) {
            return subscriptCall.calledExpression.trimmedText
        }
        guard let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = element.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self),
                let forEach = closure.parent?.as(
                    FunctionCallExprSyntax.self), forEach.calleeName == "ForEach",
                closure.signature?.parameterClause.map({ clause -> [String] in
                    switch clause {
                    case let .simpleInput(list): list.map(\.name.text)
                    case let .parameterClause(parameters):
                        parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
                    }
                }) == [name],
                let data = forEach.arguments.first?.expression
            {
                return data.trimmedText
            }
            node = current.parent
        }
        return nil
    }
}
