import A11yFixSyntax
import SwiftSyntax

/// The words a SwiftUI file gives each SF Symbol it shows: `Label("voiceover_close_button",
/// systemImage: "xmark")`, `Button("delete_button", systemImage: "trash")`, or a control showing
/// only `Image(systemName: "gearshape")` with `.accessibilityLabel("settings_title")`. Where the
/// project names a symbol one way, an unlabelled control showing it gets the same translated
/// words rather than new English ones (judged on unseen apps: a new "dismiss" key beside the
/// file's own "voiceover_close_button" on the same xmark was sent back).
///
/// Each label is kept as what it looks up, so that `"delete_button"` and `"delete_button".localized`
/// agree: `key:<key>` for a literal or a lookup of one key, `typed:<expr>` for a typed resource
/// (`.app(.done)`), `member:<path>` for a generated member (`L10n.close`).
enum ViewSymbolLabels {
    static let keyPrefix = "view systemName:"

    /// The index key of `symbol`: its variants (`trash.fill`, `gear`) read as one glyph.
    static func key(symbol: String) -> String {
        let name = symbol.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
        return keyPrefix + (name == "gear" ? "gearshape" : name)
    }

    /// Cheap filter first: a file that names a symbol beside a title or a label.
    static func wants(_ bytes: [UInt8]) -> Bool {
        bytes.includes("systemImage:") || bytes.includes("systemName:") && bytes.includes("accessibilityLabel")
    }

    static func extract(from tree: SourceFileSyntax) -> [String: Set<String>] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.labels
    }

    /// The identity of fixed words (`key:…`, `typed:…`, `member:…`); `SymbolLabels.varies` for others.
    static func identity(of expression: ExprSyntax, typed: Bool = false) -> String {
        if typed { return isTypedResource(expression) ? "typed:" + expression.trimmedText : SymbolLabels.varies }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Text",
            call.arguments.count == 1, let only = call.arguments.first
        {
            return only.label == nil ? identity(of: only.expression, typed: isTypedResource(only.expression)) : ""
        }
        // `String(localized: .app(.edit))`
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "String",
            call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "localized",
            isTypedResource(only.expression)
        {
            return "typed:" + only.expression.trimmedText
        }
        if let literal = expression.stringLiteralValue {
            return literal.contains(where: { !$0.isWhitespace }) ? "key:" + literal : SymbolLabels.varies
        }
        if let key = LookupForm.key(of: expression) { return "key:" + key }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            SymbolLabels.isTypeName(base)
        {
            return "member:" + expression.trimmedText
        }
        return SymbolLabels.varies
    }

    /// `.app(.done)`: a static function of the resource type given one of its own cases (the form
    /// xcstrings-tool and similar generators make: a table's function, a key's member).
    static func isTypedResource(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(MemberAccessExprSyntax.self), function.base == nil,
            call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, let member = argument.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.base == nil
    }

    final class Collector: SyntaxVisitor {
        var labels: [String: Set<String>] = [:]

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ["Label", "Button", "Tab"].contains(call.calleeName),
                let symbol = call.argument(labeled: "systemImage")?.expression.stringLiteralValue,
                let title = call.arguments.first, title.label == nil || title.label?.text == "localized"
            {
                add(symbol, identity(of: title.expression, typed: title.label != nil))
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "accessibilityLabel", call.arguments.count == 1,
                let value = call.arguments.first, value.label == nil, let base = member.base,
                !Self.isMarkedToVerify(call, member), let symbol = Self.onlySymbol(shownBy: base)
            {
                add(symbol, identity(of: value.expression))
            }
            return .visitChildren
        }

        private func add(_ symbol: String, _ identity: String) {
            labels[ViewSymbolLabels.key(symbol: symbol), default: []].insert(identity)
        }

        /// A label a run inferred (`// [VERIFY]` beside it) is no word of the project's: counting it would
        /// label another control on the next run, and a run must settle.
        static func isMarkedToVerify(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> Bool {
            let trivia = member.period.leadingTrivia.description + (call.rightParen?.trailingTrivia.description ?? "")
            return trivia.contains("[VERIFY]")
        }

        /// The one symbol a modified control or image shows with no words beside it.
        static func onlySymbol(shownBy modified: ExprSyntax) -> String? {
            var root = modified
            while let call = root.as(FunctionCallExprSyntax.self),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                root = base
            }
            guard let control = root.as(FunctionCallExprSyntax.self), let name = control.calleeName else { return nil }
            if name == "Image" {
                return control.argument(labeled: "systemName")?.expression.stringLiteralValue
            }
            guard ["Button", "Menu", "Link", "NavigationLink"].contains(name), let content = labelContent(of: control)
            else { return nil }
            let finder = SymbolFinder(viewMode: .sourceAccurate)
            finder.walk(content)
            guard !finder.showsOther, finder.symbols.count == 1 else { return nil }
            return finder.symbols.first
        }

        /// What a control draws as its label: `label:`, or the trailing closure of one given its action.
        static func labelContent(of control: FunctionCallExprSyntax) -> Syntax? {
            if let label = control.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
                return Syntax(label.closure)
            }
            if let label = control.argument(labeled: "label") { return Syntax(label.expression) }
            let given = ["action", "destination", "role", "intent"]
            guard let closure = control.trailingClosure,
                control.arguments.contains(where: { given.contains($0.label?.text ?? "") })
                    || control.calleeName == "Link"
            else { return nil }
            return Syntax(closure)
        }
    }

    private final class SymbolFinder: SyntaxVisitor {
        var symbols: Set<String> = []
        var showsOther = false

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            switch call.calleeName {
            case "Text", "Label": showsOther = true
            case "Image":
                if let name = call.argument(labeled: "systemName")?.expression.stringLiteralValue {
                    symbols.insert(name)
                } else {
                    // An asset or a variable glyph: not one symbol the project names.
                    showsOther = true
                }
            default: break
            }
            return .visitChildren
        }
    }
}
