import SwiftSyntax

extension SyntaxProtocol {
    /// The tokens under this node whose text is `name`, in source order: what a walk over the
    /// node's tokens keeping that text gives, found instead by a byte search of the node's text,
    /// the tree saying which token starts at each hit (a walk makes a node and a `String` of every
    /// token). Only an ASCII name is searched as bytes: `String` equality also matches other bytes
    /// that are canonically equivalent.
    package func tokens(spelled name: String) -> [TokenSyntax] {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return tokens(viewMode: .sourceAccurate).filter { $0.text == name }
        }
        var pattern = name
        let text = syntaxTextBytes
        let offsets = pattern.withUTF8 { bytes in text.withUnsafeBytes { ByteSearch.offsets(of: bytes, in: $0) } }
        let origin = position.utf8Offset
        var found: [TokenSyntax] = []
        for offset in offsets {
            let start = origin + offset
            guard let token = token(at: AbsolutePosition(utf8Offset: start)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == start, token.text == name
            else { continue }
            found.append(token)
        }
        return found
    }
}
