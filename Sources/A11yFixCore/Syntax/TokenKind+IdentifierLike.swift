import SwiftSyntax

extension TokenKind {
    var isIdentifierLike: Bool {
        if case .identifier = self { return true }
        return false
    }
}
