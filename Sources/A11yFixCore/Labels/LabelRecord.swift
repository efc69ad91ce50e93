import SwiftSyntax

extension SourceFile {
    /// The record of `decision` spanning `node` from its first to its last non-trivia byte, as
    /// `finding(_:at:message:fix:)` spans it: a control's initializer, a UIKit statement's call.
    func record(_ transform: any Transform.Type, _ decision: Decision, spanningNode node: some SyntaxProtocol)
        -> Finding
    {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return record(transform, decision, spanning: range)
    }
}
