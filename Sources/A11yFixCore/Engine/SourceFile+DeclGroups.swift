import SwiftSyntax

extension SourceFile {
    /// The declarations and extensions `name` calls `owner`, outermost only: one nested in another of
    /// the same name is read with it. From the file's one node walk, not a walk per type.
    func outermostDeclGroups(named owner: String, by name: (DeclGroupSyntax) -> String?) -> [DeclGroupSyntax] {
        declGroups.filter { group in
            guard name(group) == owner else { return false }
            var current = group.parent
            while let ancestor = current {
                if let outer = ancestor.asProtocol(DeclGroupSyntax.self), name(outer) == owner { return false }
                current = ancestor.parent
            }
            return true
        }
    }
}
