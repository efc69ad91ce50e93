import A11yFixSyntax
import SwiftSyntax

/// A view's own `@State` that only changes how something looks: every place the file reads it is
/// an argument of one of a few modifiers (`.offset(y: isBouncing ? -8 : 0)`) or views. A tap that
/// only flips such state moves or reshapes a view; it is no action to announce.
final class LookOnlyState {
    // Unowned: the file keeps this in its memos, and a strong reference back would leak both.
    private unowned let file: SourceFile
    /// The identifier tokens of each name asked about, found once per name.
    private var tokensByName: [String: [TokenSyntax]] = [:]

    static func of(_ file: SourceFile) -> LookOnlyState {
        file.memoized("LookOnlyState") { LookOnlyState(file: file) }
    }

    private init(file: SourceFile) {
        self.file = file
    }

    private func tokens(named name: String) -> [TokenSyntax] {
        if let known = tokensByName[name] { return known }
        let found = file.identifierTokens(named: name).filter { $0.text == name }
        tokensByName[name] = found
        return found
    }

    /// Whether `name` is a `@State` of the file read at least once, and every read lies in the
    /// arguments of a call `allowed` accepts (a modifier such as `offset`, or `Text`).
    func readsOnly(_ name: String, in allowed: (FunctionCallExprSyntax) -> Bool) -> Bool {
        let tokens = tokens(named: name)
        let isState = tokens.contains { token in
            guard token.parent?.is(IdentifierPatternSyntax.self) == true,
                let variable = token.ancestor(VariableDeclSyntax.self)
            else { return false }
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" }
        }
        guard isState else { return false }
        var reads = 0
        for token in tokens where token.parent?.is(IdentifierPatternSyntax.self) != true && !Self.isWritten(token) {
            guard Self.enclosingCalls(of: token).contains(where: allowed) else { return false }
            reads += 1
        }
        return reads > 0
    }

    /// Whether `name` is a private `@State` of the type around `node` that the type only writes: no
    /// read of it, of its binding (`$name`), nor through `self`, in the type or in its extensions in
    /// the file (the only places a private property is seen); a local of the same name is another
    /// value.
    static func isNeverRead(_ name: String, near node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) { current = candidate.parent }
        guard let block = current?.as(MemberBlockSyntax.self), let typeName = EnclosingType.ownerName(of: node)
        else { return false }
        let isState = block.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                })
            else { return false }
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" }
                && variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        }
        guard isState else { return false }
        var blocks = [block]
        for statement in block.root.as(SourceFileSyntax.self)?.statements ?? [] {
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                extensionDecl.extendedType.trimmedText.split(separator: ".").last.map(String.init) == typeName
            else { continue }
            blocks.append(extensionDecl.memberBlock)
        }
        // Locals of the same name (`var values = [Double]()` in a helper) shadow it in their scope.
        var shadowed: [Range<AbsolutePosition>] = []
        var mentions: [TokenSyntax] = []
        for token in blocks.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            if token.text == "$" + name { return false }
            guard token.text == name else { continue }
            if token.parent?.is(IdentifierPatternSyntax.self) == true {
                // The property itself is no local.
                if token.ancestor(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true { continue }
                if let list = token.ancestor(CodeBlockItemListSyntax.self) {
                    shadowed.append(token.position..<list.endPosition)
                }
                continue
            }
            mentions.append(token)
        }
        for token in mentions where !shadowed.contains(where: { $0.contains(token.position) }) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
                access.base?.trimmedText != "self"
            {
                continue  // `other.name`: another value's member
            }
            if !isWritten(token) { return false }
        }
        return true
    }

    /// `name = …`, `self.name += 1`, `name.toggle()`, or the value of `name = !name`: a write, not a read.
    private static func isWritten(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var mention = Syntax(reference)
        if let member = mention.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            mention = Syntax(member)
        }
        return Write.isWritten(mention) || Write.isReadForItsOwnWrite(token)
    }

    /// The calls whose arguments hold `token`, innermost first, within its statement.
    private static func enclosingCalls(of token: TokenSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), node.id == call.arguments.id { calls.append(call) }
            node = parent
        }
        return calls
    }

    /// The called name: `offset` for `.offset(y: 4)`, `Text` for `Text(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
    }
}
