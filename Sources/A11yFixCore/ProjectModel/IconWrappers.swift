import A11yFixSyntax
import SwiftSyntax

/// The project's own icon wrappers: `Image(icon: .share)` draws the SF Symbol its `Icon.share`
/// case maps to (`case share = "square.and.arrow.up"`, or `case .share: "square.and.arrow.up"` in a
/// `switch self`). The index keeps each file's case → symbol maps and the `Image` initializers
/// that take such a type, so the glyph a wrapper draws can be looked up
/// like a literal `Image(systemName:)`.
enum IconWrappers {
    /// Cheap filter first: a symbol map is an enum; a wrapper is an `Image` initializer.
    static func wants(_ bytes: [UInt8]) -> Bool { bytes.includes("enum ") || bytes.includes("extension Image") }

    /// "Icon.share" → "square.and.arrow.up", and "Image(icon:)" → "Icon", from the `visitor` that
    /// walked the file (`IndexTreeWalk`); nil when `wants` said no.
    static func extracted(by visitor: Visitor?) -> (symbols: [String: String], wrappers: [String: String]) {
        guard let visitor else { return ([:], [:]) }
        return (visitor.symbols, visitor.wrappers)
    }

    /// `square.and.arrow.up`, `xmark`, `person.2.fill`: how SF Symbol names are spelled.
    static func isSymbolName(_ text: String) -> Bool {
        !text.isEmpty && text.first!.isLetter
            && text.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "." }
    }

    final class Visitor: SyntaxVisitor {
        var types: [String] = []
        var symbols: [String: String] = [:]
        var wrappers: [String: String] = [:]

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            types.append(name)
            if name == "Image" { readWrappers(in: node) }
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

        /// A call's arguments and chain hold no declaration or `switch self` of a symbol map; not
        /// descending keeps a modifier chain of thousands of calls from exhausting the stack.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// `case share = "square.and.arrow.up"`.
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            if let owner = types.last, let value = node.rawValue?.value.stringLiteralValue, isSymbolName(value) {
                symbols["\(owner).\(node.name.text)"] = value
            }
            return .skipChildren
        }

        /// `switch self { case .share: "square.and.arrow.up" … }`, every case a symbol name: a
        /// switch that gives titles ("Share") is no symbol map.
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = types.last, node.subject.trimmedText == "self" else { return .visitChildren }
            var found: [String: String] = [:]
            for element in node.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self),
                    case let .case(label) = switchCase.label, switchCase.statements.count == 1
                else { return .visitChildren }
                let item = switchCase.statements.first!.item
                let value =
                    item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
                    ?? item.as(ExprSyntax.self)
                guard let symbol = value?.stringLiteralValue, isSymbolName(symbol) else { return .visitChildren }
                for caseItem in label.caseItems {
                    guard
                        let member = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                            MemberAccessExprSyntax.self), member.base == nil
                    else { return .visitChildren }
                    found["\(owner).\(member.declName.baseName.text)"] = symbol
                }
            }
            symbols.merge(found) { first, _ in first }
            return .visitChildren
        }

        /// `init(icon: Icon)` in `extension Image`.
        private func readWrappers(in node: ExtensionDeclSyntax) {
            for member in node.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                    let (label, type) = Self.onlyParameter(initializer.signature.parameterClause)
                else { continue }
                wrappers["Image(\(label):)"] = type
            }
        }

        /// The argument label and the type of a one-parameter clause typed by a project type.
        static func onlyParameter(_ clause: FunctionParameterClauseSyntax) -> (String, String)? {
            guard clause.parameters.count == 1, let parameter = clause.parameters.first,
                let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
                type.first?.isUppercase == true, !["String", "Int", "Double", "Bool", "Data"].contains(type)
            else { return nil }
            return (parameter.firstName.text, type)
        }
    }
}
