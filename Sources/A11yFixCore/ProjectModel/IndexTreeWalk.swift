import SwiftSyntax

/// One walk of a file's tree for all of the index's tree extractors that want the file: each was
/// a walk of its own (two of them over every token), so a file was walked up to five times.
///
/// The listeners are the extractors' own visitors, called node by node as their own walk would
/// call them: a listener that skips a node's children hears nothing more until that node's
/// `visitPost`, which it still hears, so each one sees exactly the nodes, in the order, that its
/// own walk saw. Only the node kinds some listener reads are forwarded (the walk overrides each
/// of them); `tokenListener` hears every token, in source order.
final class IndexTreeWalk: SyntaxVisitor {
    private struct Listener {
        let visitor: SyntaxVisitor
        /// The node whose children this listener skipped, until its `visitPost`.
        var skippedAt: SyntaxIdentifier?
    }

    private var listeners: [Listener]
    private let tokenListener: SyntaxVisitor?

    init(listeners: [SyntaxVisitor], tokenListener: SyntaxVisitor?) {
        self.listeners = listeners.map { Listener(visitor: $0, skippedAt: nil) }
        self.tokenListener = tokenListener
        super.init(viewMode: .sourceAccurate)
    }

    /// Calls each listener that is not skipping; the children are walked while anyone needs them.
    private func enter(_ id: SyntaxIdentifier, _ visit: (SyntaxVisitor) -> SyntaxVisitorContinueKind)
        -> SyntaxVisitorContinueKind
    {
        var descends = tokenListener != nil
        for index in listeners.indices where listeners[index].skippedAt == nil {
            if visit(listeners[index].visitor) == .skipChildren {
                listeners[index].skippedAt = id
            } else {
                descends = true
            }
        }
        return descends ? .visitChildren : .skipChildren
    }

    /// Calls `visitPost` of each listener that heard the node's `visit`.
    private func leave(_ id: SyntaxIdentifier, _ visitPost: (SyntaxVisitor) -> Void) {
        for index in listeners.indices {
            if let skipped = listeners[index].skippedAt {
                guard skipped == id else { continue }
                listeners[index].skippedAt = nil
            }
            visitPost(listeners[index].visitor)
        }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        _ = tokenListener?.visit(token)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.id) { $0.visit(node) }
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node.id) { $0.visit(node) }
    }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        enter(node.id) { $0.visit(node) }
    }
    override func visitPost(_ node: EnumCaseElementSyntax) { leave(node.id) { $0.visitPost(node) } }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { enter(node.id) { $0.visit(node) } }
    override func visitPost(_ node: SwitchExprSyntax) { leave(node.id) { $0.visitPost(node) } }
}
