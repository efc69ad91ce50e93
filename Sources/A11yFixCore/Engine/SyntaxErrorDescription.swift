import SwiftSyntax

/// The first syntax error of a tree, in words: what the parser expected, or the code it did not
/// expect, at the place `SyntaxErrors.firstErrorOffset` finds. Derived from the error node itself
/// (SwiftParserDiagnostics would add three modules to every build for one message).
public struct SyntaxErrorDescription: Equatable, Sendable {
    public var offset: Int
    public var message: String

    public static func first(in tree: some SyntaxProtocol) -> SyntaxErrorDescription? {
        guard tree.hasError else { return nil }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.found ?? SyntaxErrorDescription(offset: 0, message: "invalid Swift")
    }

    /// `expected ')'`, `expected an expression`, `unexpected code 'x: 1'`, `unicode curly quote`.
    static func message(for node: Syntax) -> String {
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            return "unexpected code '\(snippet(unexpected.trimmedDescription))'"
        }
        guard let token = node.as(TokenSyntax.self) else { return "invalid Swift" }
        if token.presence == .missing {
            switch token.parent?.kind {
            case .missingExpr?: return "expected an expression"
            case .missingDecl?: return "expected a declaration"
            case .missingType?: return "expected a type"
            case .missingPattern?: return "expected a pattern"
            case .missingStmt?: return "expected a statement"
            default: break
            }
            if case .identifier = token.tokenKind { return "expected a name" }
            return token.text.isEmpty ? "expected more code" : "expected '\(token.text)'"
        }
        if let diagnostic = token.tokenDiagnostic {
            return words("\(diagnostic.kind)") + " in '\(snippet(token.trimmedDescription))'"
        }
        return "invalid token '\(snippet(token.trimmedDescription))'"
    }

    /// The first line of `text`, at most 40 characters.
    private static func snippet(_ text: String) -> String {
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        return line.count > 40 ? line.prefix(39) + "…" : String(line)
    }

    /// `unicodeCurlyQuote` → `unicode curly quote`.
    private static func words(_ camelCase: String) -> String {
        camelCase.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
    }

    private final class Finder: SyntaxAnyVisitor {
        var found: SyntaxErrorDescription?

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard found == nil, node.hasError else { return .skipChildren }
            if node.is(UnexpectedNodesSyntax.self) || node.is(TokenSyntax.self) {
                found = SyntaxErrorDescription(
                    offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    message: SyntaxErrorDescription.message(for: node))
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
