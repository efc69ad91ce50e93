import A11yFixSyntax
import SwiftSyntax

/// A `withAnimation { … }` in a model, cache or utility (a file that declares no view) whose
/// closure only writes data: a count, a vote, a cache entry, a stored setting, items removed from
/// or inserted into a list. Nothing in it moves: the views that show the data decide how a
/// change looks (rows insert, text and numbers cross-fade), and are judged where they are
/// written (judged on real apps: every such gate or report was noise). Not data: a flag set or
/// toggled (`isExpanded = true`), a name about where or whether something is shown (`offset`,
/// `showMenu`), anything a type named for presenting (`ToastCenter`, `…Router`) writes.
enum ModelDataWrite {
    /// Words of a written name that say it places, sizes or presents something.
    static let presentationWords: Set<String> = [
        "offset", "position", "scale", "rotation", "angle", "frame", "origin", "x", "y", "width", "height", "size",
        "expanded", "expand", "collapsed", "collapse", "show", "shows", "showing", "shown", "visible", "visibility",
        "hidden", "hide", "presented", "presenting", "present", "open", "opened", "closed", "sheet", "drawer",
        "sidebar", "menu", "overlay", "popup", "popover", "toast", "banner", "alert", "page", "tab", "selected",
        "selection", "zoom", "zoomed", "drag", "dragging", "translation", "step", "animating", "animated", "flipped",
        "minimized", "maximized", "fullscreen", "layout", "mode", "state",
    ]

    /// Words of a type name that say it presents or places things (`ToastCenter`, `GalleryRouter`):
    /// what it writes is what is shown, not data.
    static let presentingTypeWords: Set<String> = [
        "toast", "router", "presenter", "coordinator", "navigator", "navigation", "banner", "alert", "sheet", "menu",
        "modal", "popup", "popover", "overlay", "hud", "drawer", "sidebar", "tab", "page", "pager", "animator",
        "animation", "transition", "layout", "scroll", "gesture", "keyboard", "window", "scene", "screen", "tour",
        "onboarding",
    ]

    static func onlyWritesData(_ closure: ClosureExprSyntax) -> Bool {
        if let (name, _) = EnclosingType.of(closure),
            !Set(ReadableName.words(of: name).map { $0.lowercased() }).isDisjoint(with: presentingTypeWords)
        {
            return false
        }
        var wrote = false
        return onlyWritesData(closure.statements, wrote: &wrote) && wrote
    }

    private static func onlyWritesData(_ statements: CodeBlockItemListSyntax, wrote: inout Bool) -> Bool {
        for statement in statements {
            // A local computed on the way (`let item = CacheItem(…)`) writes nothing shown.
            if statement.item.is(VariableDeclSyntax.self) { continue }
            guard let expression = statement.expression else { return false }
            if let ifExpression = expression.as(IfExprSyntax.self) {
                var branch: IfExprSyntax? = ifExpression
                while let current = branch {
                    guard onlyWritesData(current.body.statements, wrote: &wrote) else { return false }
                    switch current.elseBody {
                    case let .ifExpr(next)?: branch = next
                    case let .codeBlock(block)?:
                        guard onlyWritesData(block.statements, wrote: &wrote) else { return false }
                        branch = nil
                    case nil: branch = nil
                    }
                }
                continue
            }
            if let call = expression.as(FunctionCallExprSyntax.self), ScreenChanges.defersWork(call) { continue }
            guard let target = writtenTarget(expression), let name = lastName(of: target),
                Set(ReadableName.words(of: name).map { $0.lowercased() }).isDisjoint(with: presentationWords)
            else { return false }
            wrote = true
        }
        return true
    }

    /// What `expression` writes: an assignment's left side, or what a mutating call
    /// (`remove(at:)`, `removeValue(forKey:)`, `insert(contentsOf:at:)`, `defaults.set(_:forKey:)`) changes.
    /// A flag set or toggled (`isPlaying.toggle()`, `showsBadge = true`, `photo = nil`) is the
    /// interface's state, not data: nil.
    private static func writtenTarget(_ expression: ExprSyntax) -> ExprSyntax? {
        if let write = Write(expression) {
            if write.operation == .mutatingCall("toggle") { return nil }
            if let value = write.value, value.is(BooleanLiteralExprSyntax.self) { return nil }
            if let value = write.value, value.is(NilLiteralExprSyntax.self),
                !write.target.is(SubscriptCallExprSyntax.self)
            {
                return nil
            }
            return write.target
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        let method = member.declName.baseName.text
        return method == "set" || ["remove", "insert", "append", "update"].contains(where: method.hasPrefix)
            ? base : nil
    }

    /// `count` of `self.data?.count!`, `cache` of `cache[key]`, `Defaults` of `Defaults[.key]`.
    private static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: forced.expression) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            return lastName(of: subscripted.calledExpression)
        }
        return nil
    }
}
