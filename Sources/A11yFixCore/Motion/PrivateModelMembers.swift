import A11yFixSyntax
import SwiftSyntax

/// The properties of models a view makes and keeps to itself: `@StateObject private var player =
/// PlayerCoordinator()` (or `@State private var` of an `@Observable` class), where the class is
/// declared in this file and the view never hands the object on (every mention is `player.x`, no
/// `$player`, no `player` passed to a view or `.environmentObject`). Every read of such a property
/// is then in this file, so a `withAnimation` that changes it is judged by this file's reads alone,
/// like a view's own `@State`; the same name in other files is other objects' (judged on apps never
/// tuned on: a player's controls fading in, gated for a name another view moved).
enum PrivateModelMembers {
    /// The names of the members reached through such objects, and through nothing else in the file
    /// (a member of the same name on another base could be anyone's).
    static func names(in file: SourceFile) -> Set<String> {
        file.memoized("PrivateModelMembers") { compute(in: file) }
    }

    private static func compute(in file: SourceFile) -> Set<String> {
        guard file.containsText("private var"), file.containsText("class ") else { return [] }
        final class Finder: SyntaxVisitor {
            var classes: Set<String> = []
            var variables: [VariableDeclSyntax] = []
            var members: [MemberAccessExprSyntax] = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                classes.insert(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                variables.append(node)
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                members.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var owned: Set<String> = []
        for variable in finder.variables {
            guard variable.modifiers.contains(where: { $0.name.text == "private" }),
                variable.attributes.contains(where: {
                    ["StateObject", "State"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "")
                }),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName,
                finder.classes.contains(made)
            else { continue }
            owned.insert(name)
        }
        guard !owned.isEmpty else { return [] }
        // Handed on: a mention that is not the base of a member access (`Child(model: player)`,
        // `$player`, which the file's tokens of the name include).
        owned = owned.filter { name in
            file.identifierTokens(named: name).allSatisfy { token in
                if token.parent?.is(IdentifierPatternSyntax.self) == true { return true }
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let member = reference.parent?.as(MemberAccessExprSyntax.self)
                else { return false }
                return member.base?.id == reference.id
            }
        }
        guard !owned.isEmpty else { return [] }
        var reached: Set<String> = []
        var elsewhere: Set<String> = []
        for member in finder.members {
            let name = member.declName.baseName.text
            guard let base = member.base else { continue }  // `.opacity`: an implicit member
            let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let baseName, owned.contains(baseName) {
                reached.insert(name)
            } else if baseName != "self" {
                elsewhere.insert(name)
            }
        }
        return reached.subtracting(elsewhere)
    }
}
