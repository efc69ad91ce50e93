import SwiftSyntax

extension Availability {
    /// The text styles code at `node` can use (`.title2`, `.title3`, `.caption2` are iOS 14 / macOS 11).
    public func textStyles(at node: some SyntaxProtocol, in file: SourceFile) -> [TextStyle] {
        let minimum = minimumVersions(at: node, in: file)
        return TextStyle.allCases.filter { style in
            style.introducedAPI.map { Self.unmet($0, given: minimum).isEmpty } ?? true
        }
    }
}
