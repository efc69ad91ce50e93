import SwiftSyntax

extension SyntaxProtocol {
    /// The nearest ancestor of the given type.
    package func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(T.self) { return match }
            current = node.parent
        }
        return nil
    }
}
