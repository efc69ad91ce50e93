import A11yFixSyntax
import SwiftSyntax

/// The project's own localized strings as its generated code spells them: SwiftGen's
/// `L10n.closeLabel`, whose English text is the `fallback:` argument or the `/// Close` doc
/// comment the template writes above it. A new label whose words the project already has is
/// written with that member, so it is translated like every other string (judged on real apps:
/// an English literal beside `L10n.closeLabel` is a fix a reviewer sends back).
enum GeneratedStrings {
    /// Cheap filter first: only generated string tables call `tr(` this way, only a project's
    /// own strings type gives its lookups an English `value:`, and only a static constant
    /// holds a lookup's result (`static let copy = NSLocalizedString(…)`).
    static func wants(_ bytes: [UInt8]) -> Bool {
        bytes.includes(".tr(\"") || bytes.includes(" tr(\"") || bytes.includes("value: \"")
            || bytes.includes("static let") && bytes.includes("Localized")
    }

    /// Member path (`L10n.Mac.reload`) → English text, for a file that generates strings, and
    /// whether its members are `public` (usable from the modules that import this one).
    /// `keys`: members that look a key up with no English text here (member path → key), which the
    /// project's table names. `visitor` walked the file (`IndexTreeWalk`); nil when `wants` said no.
    static func extracted(by visitor: Visitor?) -> (strings: [String: String], arePublic: Bool, keys: [String: String])
    {
        guard let visitor else { return ([:], false, [:]) }
        return (
            visitor.strings, !visitor.strings.isEmpty && visitor.publicCount == visitor.strings.count, visitor.keys
        )
    }

    final class Visitor: SyntaxVisitor {
        var enums: [String] = []
        var strings: [String: String] = [:]
        var keys: [String: String] = [:]
        var publicCount = 0

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enums.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { enums.removeLast() }

        // A project's own strings type may be a class, a struct or an extension of one
        // (`public class Strings: NSObject { public static let refresh = OBALoc(…) }`).
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enums.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { enums.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enums.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { enums.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enums.append(node.extendedType.trimmedText)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { enums.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !enums.isEmpty, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                let binding = node.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return .skipChildren }
            let text: String?
            let typed = binding.typeAnnotation == nil || binding.typeAnnotation?.type.trimmedText == "String"
            if typed, let lookup = Self.lookupCall(in: Syntax(binding)) {
                text = lookup.argument(labeled: "fallback")?.expression.stringLiteralValue ?? Self.docText(of: node)
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), typed,
                Self.isLocalizing(call), let key = call.arguments.first?.expression.stringLiteralValue
            {
                // `static let refresh = OBALoc("common.refresh", value: "Refresh", comment: …)`.
                text =
                    (call.argument(labeled: "value") ?? call.argument(labeled: "defaultValue"))?.expression
                    .stringLiteralValue
                // `NSLocalizedString("color.copy", comment: "…")` in the default table: the table says the words.
                let readsDefaultTable = !call.arguments.contains {
                    ["tableName", "table", "bundle"].contains($0.label?.text)
                }
                // `String(format: "%d items", …)` formats; a private constant is no other file's to use.
                let isLookup = call.calleeName != "String" || call.arguments.first?.label?.text == "localized"
                let isShared = !node.modifiers.contains {
                    [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
                }
                if text == nil, readsDefaultTable, isLookup, isShared, !key.isEmpty {
                    keys[(enums + [name]).joined(separator: ".")] = key
                }
            } else {
                return .skipChildren
            }
            if let text, !text.isEmpty {
                strings[(enums + [name]).joined(separator: ".")] = text
                if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) { publicCount += 1 }
            }
            return .skipChildren
        }

        /// `NSLocalizedString(…)`, `String(localized:…)` or a function named for localizing (`OBALoc`,
        /// `localized`), not `location`, `locale` or `lock`.
        static func isLocalizing(_ call: FunctionCallExprSyntax) -> Bool {
            guard let callee = call.calleeName else { return false }
            if callee == "NSLocalizedString" || callee == "String" { return true }
            let lower = callee.lowercased()
            return lower.contains("loc") && !["location", "locale", "lock"].contains { lower.contains($0) }
        }

        /// The `tr(…)` / `X.tr(…)` call that looks the string up.
        static func lookupCall(in node: Syntax) -> FunctionCallExprSyntax? {
            for descendant in node.children(viewMode: .sourceAccurate) {
                if let call = descendant.as(FunctionCallExprSyntax.self), call.calleeName == "tr" { return call }
                if let found = lookupCall(in: descendant) { return found }
            }
            return nil
        }

        /// `/// Close`: SwiftGen's one-line doc comment holds the source text.
        static func docText(of node: VariableDeclSyntax) -> String? {
            let lines = node.leadingTrivia.compactMap { piece -> String? in
                if case let .docLineComment(text) = piece { return String(text.dropFirst(3)).trimmingSpaces }
                return nil
            }
            return lines.count == 1 ? lines[0] : nil
        }
    }
}
