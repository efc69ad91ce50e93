import A11yFixSyntax
import SwiftSyntax

/// Where a view property or helper method of a type is used in that type: a view it draws sits
/// wherever it is used (`alarmBell` in `body`, `statusBadge(isConnected:)` in a stack).
enum MemberUses {
    /// The uses, in the type, of the computed property or method (not `body`) whose code holds
    /// `node`: the reference, `self.name`, or the call made of it. Nil when `node` is in no such
    /// member.
    ///
    /// The tokens spelled `name` are found by a byte search rather than by a walk over every token
    /// of the type (`named(_:in:bytes:from:)`): of the `file` that holds `node` when handed, else of
    /// the type's own text; only for an ASCII name, since `String` equality also matches other bytes
    /// that are canonically equivalent.
    static func uses(ofMemberAround node: some SyntaxProtocol, in file: SourceFile? = nil) -> [ExprSyntax]? {
        guard let (name, member, block) = enclosingMember(of: Syntax(node)) else { return nil }
        let span = member.position..<member.endPosition
        var uses: [ExprSyntax] = []
        let named: [TokenSyntax]
        if !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 }) {
            if let file, Syntax(block).root.id == Syntax(file.tree).id {
                named = Self.named(name, in: block, bytes: file.bytes, from: 0)
            } else {
                named = Self.named(name, in: block, bytes: block.syntaxTextBytes, from: block.position.utf8Offset)
            }
        } else {
            named = block.tokens(viewMode: .sourceAccurate).filter { $0.text == name }
        }
        for token in named where !span.contains(token.position) {
            guard var use = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init) else { continue }
            // `other.name` is another value's member; `self.name` is this one.
            if let access = use.parent?.as(MemberAccessExprSyntax.self), access.declName.id == use.id {
                guard access.base?.trimmedText == "self" else { continue }
                use = ExprSyntax(access)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
                use = ExprSyntax(call)
            }
            uses.append(use)
        }
        return uses
    }

    /// The tokens of `block` spelled `name`, in source order: each starts where the text spells the
    /// name, so the byte search finds every one and the tree says which token is there. `bytes`
    /// is text of the tree from offset `origin` on (the file's from 0, or the block's own).
    private static func named(_ name: String, in block: MemberBlockSyntax, bytes: [UInt8], from origin: Int)
        -> [TokenSyntax]
    {
        var name = name
        let offsets = name.withUTF8 { pattern in
            bytes.withUnsafeBytes { ByteSearch.offsets(of: pattern, in: $0) }
        }
        let start = block.position.utf8Offset
        let end = block.endPosition.utf8Offset
        var tokens: [TokenSyntax] = []
        for offset in offsets.lazy.map({ $0 + origin }) where offset >= start && offset < end {
            guard let token = block.token(at: AbsolutePosition(utf8Offset: offset)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, token.text == name
            else { continue }
            tokens.append(token)
        }
        return tokens
    }

    /// The computed property or method of a type whose body holds `node`: its name, its
    /// declaration and the type's member block.
    private static func enclosingMember(of node: Syntax) -> (String, Syntax, MemberBlockSyntax)? {
        var current = node
        while let parent = current.parent {
            if let item = parent.as(MemberBlockItemSyntax.self),
                let block = item.parent?.parent?.as(MemberBlockSyntax.self)
            {
                if let function = item.decl.as(FunctionDeclSyntax.self) {
                    return (function.name.text, Syntax(item), block)
                }
                if let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let binding = variable.bindings.first, binding.accessorBlock != nil,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body"
                {
                    return (name, Syntax(item), block)
                }
                return nil
            }
            current = parent
        }
        return nil
    }
}
