import A11yFixSyntax
import SwiftSyntax

/// What the code of an AppKit animation group changes, followed into the methods of the file it
/// calls: whether anything in it can move. Judged on real apps: groups that only
/// faded a window, cross-faded two child controllers, or set label strings, `isHidden` and
/// constraints' `isActive` without laying out (so nothing moved) had their duration gated, and a
/// group around a SwiftUI `withAnimation`, whose duration the context does not control.
struct AnimationGroupChanges {
    enum Verdict {
        /// A frame, a transform, a layout pass, a collapse, or code the file does not show.
        case moves
        /// Only fades, recolours, retitles, hides, or activates constraints without a layout pass.
        case movesNothing
        /// Only SwiftUI `withAnimation` calls: their own animations apply, not the context's.
        case swiftUIOnly
        /// Nothing but the group's own settings: what it animates is decided elsewhere.
        case unknown
    }

    /// Properties that change no view on screen, or take effect only at the next layout pass.
    static let unseenProperties: Set<String> = [
        "isActive", "isEnabled", "state", "toolTip", "keyEquivalent", "action", "target", "isIndeterminate", "style",
        "minValue", "maxValue", "needsDisplay", "constant",
        // A window's content swapped at once; what fades or moves in it is judged by its own changes.
        "contentViewController", "contentView",
    ]
    /// The group's own settings, not changes it animates.
    static let settings: Set<String> = ["duration", "timingFunction", "allowsImplicitAnimation", "completionHandler"]

    let file: SourceFile
    var index: ProjectIndex = .empty

    /// `statements`: the group's code; `context`: how it names its context (`ctx`, `$0`, `NSAnimationContext.current`).
    /// `layoutSettled`: the code laid the views out just before the group (`layoutSubtreeIfNeeded()`),
    /// so a layout pass in it moves nothing unless the group changes constraints or frames first
    /// (judged on apps never tuned on: a window's content fading in, laid out first "to prevent
    /// unexpected animations", was gated).
    func verdict(of statements: [CodeBlockItemSyntax], context: String, layoutSettled: Bool = false) -> Verdict {
        let changes = statements.filter { statement in
            // `context.duration = animated ? 0.4 : 0`: a setting of the group, whatever shape its value has.
            guard let write = statement.expression.flatMap(Write.init), write.operation == .assignment,
                let target = write.target.as(MemberAccessExprSyntax.self)
            else { return true }
            return !(Self.settings.contains(target.declName.baseName.text) && target.base?.trimmedText == context)
        }
        if changes.isEmpty { return .unknown }
        if changes.allSatisfy({ $0.expression?.as(FunctionCallExprSyntax.self)?.calleeName == "withAnimation" }) {
            return .swiftUIOnly
        }
        // With implicit animation on, changes made without `animator()` animate too.
        let implicit = statements.contains { $0.trimmedDescription.includes("allowsImplicitAnimation = true") }
        var followed: Set<String> = []
        let settled = layoutSettled && !changes.contains(where: Self.changesLayout)
        return changes.contains { moves(Syntax($0), implicit: implicit, settled: settled, followed: &followed) }
            ? .moves : .movesNothing
    }

    /// A constraint's constant or activation, or a frame, that a layout pass after it would move.
    private static func changesLayout(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            return ["constant", "isActive", "activate", "deactivate", "priority"].contains(name)
                || ChangeCollector.geometry.contains(name)
        }
    }

    private func moves(_ code: Syntax, implicit: Bool, settled: Bool, followed: inout Set<String>) -> Bool {
        let found = ChangeCollector(code)
        for target in found.assignedProperties {
            // `detail.viewModel = model`, whose `didSet` (in another file) only fades through
            // `view.animator().alphaValue`: the group plays that fade (judged on real apps).
            if !implicit, target.isOtherObjects, index.onlyFadesThroughAnimator(whenSetting: target.property) {
                continue
            }
            // `constraint.animator().constant = x` animates; a bare `constant` waits for a layout pass.
            // What moves is judged on the one scale (`ScreenChange.ofProperty`) every motion transform asks.
            if target.property == "constant"
                ? target.throughAnimator
                : !Self.unseenProperties.contains(target.property)
                    && !ScreenChange.ofProperty(target.property).staysInPlace
            {
                return true
            }
        }
        for call in found.calls {
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? ""
            if settled, FadeOnlyAnimation.layoutPassNames.contains(name), call.arguments.isEmpty { continue }
            if let change = ScreenChange.ofCall(name) {
                if !change.staysInPlace { return true }
                continue
            }
            // `transition(from:to:options: .crossfade)` dissolves one child controller into another.
            if name == "transition", let options = call.argument(labeled: "options")?.expression {
                if !Self.onlyCrossfades(options) { return true }
                continue
            }
            guard Self.isOwnMethodCall(call), name != "animator", name.first?.isLowercase == true else { continue }
            // A method of the file's: what it changes counts; one the file does not show might move anything.
            guard let body = functionBodies[name] else { return true }
            if followed.insert(name).inserted,
                moves(Syntax(body), implicit: implicit, settled: settled, followed: &followed)
            {
                return true
            }
        }
        return false
    }

    /// `update()`, `self.update()`: a method of the type, which the file may declare.
    private static func isOwnMethodCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
    }

    private static func onlyCrossfades(_ options: ExprSyntax) -> Bool {
        var names: Set<String> = []
        for token in options.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        return names.contains("crossfade")
            && names.isSubset(of: ["crossfade", "allowUserInteraction", "TransitionOptions", "NSViewController"])
    }

    /// The bodies of the file's functions, by name (an overloaded name keeps its first).
    private var functionBodies: [String: CodeBlockSyntax] {
        file.memoized("AnimationGroupChanges.functionBodies") {
            final class Collector: SyntaxVisitor {
                var bodies: [String: CodeBlockSyntax] = [:]
                override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                    if let body = node.body, bodies[node.name.text] == nil { bodies[node.name.text] = body }
                    return .visitChildren
                }
            }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.bodies
        }
    }
}

/// The assignments and calls in some code, not counting closures passed along (completion
/// handlers run after the group).
private final class ChangeCollector: SyntaxVisitor {
    struct Target {
        var property: String
        var throughAnimator: Bool
        /// Set on another object (`detail.viewModel`), not on `self` by bare name.
        var isOtherObjects = false
    }

    /// Geometry a view's own code can set by bare name (`frame = r` in an `NSView` subclass).
    static let geometry: Set<String> = [
        "frame", "bounds", "frameOrigin", "frameSize", "transform", "frameRotation", "frameCenterRotation",
        "boundsOrigin", "boundsSize",
    ]

    var assignedProperties: [Target] = []
    var calls: [FunctionCallExprSyntax] = []
    /// Variables the code declares: an alert it builds is not on screen yet.
    private var locals: Set<String> = []

    init(_ code: Syntax) {
        super.init(viewMode: .sourceAccurate)
        walk(code)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        locals.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let write = Write(ExprSyntax(node)) { record(write.target) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `item.animator().isCollapsed.toggle()`: a change of `isCollapsed`.
        if let write = Write(ExprSyntax(node)), write.operation == .mutatingCall("toggle") {
            record(write.target)
        } else {
            calls.append(node)
        }
        return .visitChildren
    }

    private func record(_ target: ExprSyntax) {
        var path = target
        while let unwrapped = path.as(OptionalChainingExprSyntax.self)?.expression
            ?? path.as(ForceUnwrapExprSyntax.self)?.expression
        { path = unwrapped }
        // `frame.origin.y`: a change of the frame, whatever part of it.
        let names = path.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        let property =
            names.first { ["frame", "bounds", "transform", "position", "center"].contains($0) } ?? names.last ?? ""
        // `hasShownAlert = true`, `alert.messageText = …`: bookkeeping and values built here, not views on screen.
        if names.count == 1, !Self.geometry.contains(property) { return }
        if let root = names.first, names.count > 1, root != "self", locals.contains(root) { return }
        assignedProperties.append(
            Target(
                property: property, throughAnimator: names.contains("animator"),
                isOtherObjects: names.count > 1 && property == names.last))
    }
}
