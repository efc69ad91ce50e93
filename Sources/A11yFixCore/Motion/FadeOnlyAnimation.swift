import A11yFixSyntax
import SwiftSyntax

/// Animations Reduce Motion does not ask to remove: fades and colour changes. Apple's guidance is
/// to replace motion with a dissolve, so gating a fade takes away the very effect that should stay
/// (judged on real apps: alpha, tint and cross-dissolve animations gated to duration 0).
enum FadeOnlyAnimation {
    /// Transition options that only dissolve, and options that change nothing visible.
    static let dissolveOptions: Set<String> = ["transitionCrossDissolve"]
    static let neutralOptions: Set<String> = [
        "allowUserInteraction", "beginFromCurrentState", "curveEaseIn", "curveEaseOut", "curveEaseInOut", "curveLinear",
        "allowAnimatedContent", "showHideTransitionViews", "layoutSubviews", "overrideInheritedDuration",
        "overrideInheritedCurve",
        "overrideInheritedOptions",
    ]

    /// What the statements of an animation block do on screen, the most of them on the
    /// `ScreenChange` scale: an alpha, a colour, a border, a shadow, a blur or a text stays in place,
    /// a ring's `strokeEnd` or `setProgress(_:animated:)` fills; a frame, a centre, a transform, a
    /// constraint with a layout pass, or code not understood here is geometry. `layoutSettled`: the
    /// code laid the views out just before the block, so a layout pass in it moves nothing.
    static func change(of closure: ClosureExprSyntax, layoutSettled: Bool = false) -> ScreenChange {
        let seen = Seen()
        var most = Judge(layoutSettled: layoutSettled, seen: seen).change(of: closure.statements)
        // A constraint's new constant or activation shows at the next layout pass: it moves
        // views under this animation only when the block lays them out itself.
        if seen.constraintChange, seen.layoutPass { most = max(most, .geometry) }
        if most == .silent, seen.constraintChange { return .silent }
        // Nothing drawn at all (only locals and guards): not understood here, so counted as motion.
        return most == .silent ? .geometry : most
    }

    /// `UIView.animate(withDuration: 0.1) { self.tagView.isHidden = true; self.top.constant = 15 }`:
    /// a block that only shows or hides views (not a stack's arranged subviews, which collapse) and
    /// changes constraints with no layout pass (`layoutIfNeeded()`) in it. Neither animates: the views
    /// appear or vanish at once and move at the next layout pass, after the animation (judged on apps
    /// never tuned on: a filter's tag list shown on a phone, gated to no visible effect).
    static func animatesNothing(_ closure: ClosureExprSyntax, layoutSettled: Bool = false) -> Bool {
        let seen = Seen()
        let most = Judge(layoutSettled: layoutSettled, hidingIsInstant: true, seen: seen).change(of: closure.statements)
        return most == .silent && (seen.constraintChange || seen.instantChange || seen.deferredLayout)
            && !(seen.constraintChange && seen.layoutPass)
    }

    /// `label.text = nil; stack.layoutIfNeeded()` in a function that changes no constraint: the
    /// layout pass only sizes views to their new content (a label emptied, a title grown), and the
    /// block is judged by that content change, which stays in place (judged on apps never tuned on:
    /// a progress HUD re-laid out as its text went, gated as motion).
    static func resizesForContent(_ animations: ClosureExprSyntax, in function: FunctionDeclSyntax?) -> Bool {
        let writesContent = animations.statements.contains { statement in
            guard let write = statement.expression.flatMap(Write.init), write.operation == .assignment,
                let property = write.pathNames.last
            else { return false }
            return contentProperties.contains(property)
        }
        guard writesContent, let body = function?.body, animations.statements.contains(where: isLayoutPass) else {
            return false
        }
        // No constraint, frame or visibility change anywhere in the function: the pass lays out only
        // what the content asks for.
        let seen = Seen()
        let judge = Judge(layoutSettled: true, hidingIsInstant: true, seen: seen)
        return body.statements.allSatisfy { statement in
            guard !isLayoutPass(statement) else { return true }
            // The statement that runs the animation is judged by its block alone.
            let judged =
                statement.range.contains(animations.position)
                ? judge.change(of: animations.statements) : judge.change(of: statement)
            return judged <= .progress && !seen.constraintChange && !seen.instantChange
        }
    }

    /// Properties whose new value sizes a view to it: text, titles, images, fonts.
    static let contentProperties: Set<String> = [
        "text", "attributedText", "title", "attributedTitle", "image", "font", "stringValue",
        "attributedStringValue", "placeholder", "attributedPlaceholder",
    ]

    /// What judged code did that the scale alone does not tell: a constraint changed, a layout
    /// pass made, a view shown or hidden at once. Shared by the judges of the methods it follows.
    private final class Seen {
        var constraintChange = false
        var layoutPass = false
        var instantChange = false
        /// `setNeedsLayout()`: a layout asked for later, after the block.
        var deferredLayout = false
        /// `refreshControl.endRefreshing()`: a control that animates its own change.
        var animatesItself = false
    }

    /// `UIView.animate(withDuration: 0.5) { refreshControl.endRefreshing() }`: a block that only asks
    /// controls for a change they animate themselves (a refresh control collapsing). UIKit runs that
    /// animation at its own pace whatever the block's duration, so a zero duration changes nothing
    /// (judged on real apps: a refresh control's collapse gated to no visible effect).
    static func onlyAnimatesItself(_ closure: ClosureExprSyntax) -> Bool {
        let seen = Seen()
        let most = Judge(layoutSettled: false, seen: seen).change(of: closure.statements)
        return most == .silent && seen.animatesItself && !seen.constraintChange && !seen.layoutPass
    }

    /// Methods of UIKit controls that run their own animation of the change they make.
    static let selfAnimatingCalls: Set<String> = ["endRefreshing", "beginRefreshing"]

    /// A table's row and section updates that take their own row animation.
    static let rowUpdateNames: Set<String> = [
        "reloadSections", "insertSections", "deleteSections", "reloadRows", "insertRows", "deleteRows",
    ]

    /// `tableView.reloadSections([1], with: .automatic)` (UITableView, and tables built like it):
    /// the table runs the row animation it is given itself, at its own pace, so the duration of a
    /// block around it does not control it (judged on real apps: a block that only reloaded a
    /// section was gated to no effect). `with: .none` asks for no row animation, and is not one.
    static func isRowUpdate(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?) -> Bool {
        guard rowUpdateNames.contains(name), base != nil,
            let animation = call.argument(labeled: "with")?.expression
        else { return false }
        return animation.trimmedText != ".none"
    }

    /// Calls that ask for a layout pass later (at the next turn of the run loop, after the block):
    /// nothing they lead to is animated by the block.
    static let deferredLayoutNames: Set<String> = [
        "setNeedsLayout", "setNeedsUpdateConstraints", "invalidateIntrinsicContentSize", "needsLayout",
    ]

    /// Layout passes of UIKit and AppKit views.
    static let layoutPassNames: Set<String> = ["layoutIfNeeded", "layoutSubtreeIfNeeded"]

    /// `view.layoutIfNeeded()` just before an animation call, with only changes that stay in place
    /// between (`view.alpha = 0`): nothing is left to lay out, so a layout pass in the block moves
    /// nothing (judged on real apps: a fade-in that lays out first, then fades, was gated).
    static func isLayoutSettled(before call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        let seen = Seen()
        let judge = Judge(layoutSettled: false, seen: seen)
        for previous in block.prefix(while: { $0.id != item.id }).reversed() {
            if isLayoutPass(previous) { return true }
            // A constraint changed after the layout pass is laid out by the block: it moves.
            guard judge.change(of: previous) <= .progress, !seen.constraintChange else { return false }
        }
        return false
    }

    /// `view.layoutIfNeeded()`, `self?.view?.layoutIfNeeded()`.
    static func isLayoutPass(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let call = statement.expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else {
            return false
        }
        return layoutPassNames.contains(
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
    }

    /// Judges statements, following calls of the type's own methods (`self.update()`) two levels deep.
    private struct Judge {
        var layoutSettled: Bool
        /// `isHidden` as what it is under an animation, a change shown at once, not a fade.
        var hidingIsInstant = false
        var depth = 0
        var seen = Seen()

        func change(of statements: CodeBlockItemListSyntax) -> ScreenChange {
            statements.map(change(of:)).max() ?? .silent
        }

        func change(of statement: CodeBlockItemSyntax) -> ScreenChange {
            // `let effect = …` and `guard let self else { return }` draw nothing themselves.
            if statement.item.is(VariableDeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) { return .silent }
            // `if hidden { v.alpha = 0 } else { v.alpha = 1 }`: what its branches do.
            if let ifExpression = statement.expression?.as(IfExprSyntax.self) {
                return FadingBranches.branches(of: ifExpression).bodies.map(change(of:)).max() ?? .silent
            }
            // `switch style { case .top: v.layer.maskedCorners = […] … }`: what its cases do.
            if let switchExpression = statement.expression?.as(SwitchExprSyntax.self) {
                return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                    .map { change(of: $0.statements) }.max() ?? .silent
            }
            // `for view in fields { view.alpha = 0 }`: what its body does to each.
            if let loop = statement.item.as(ForStmtSyntax.self) { return change(of: loop.body.statements) }
            guard case let .expr(expression) = statement.item else { return .geometry }
            if let call = expression.as(FunctionCallExprSyntax.self) { return change(of: call) }
            // `a = b ? c : d` too, which the parser leaves as one flat sequence.
            guard let write = Write(expression), write.operation == .assignment, case let target = write.target,
                let property = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return .geometry }
            if property == "transform", var value = expression.assignedValue {
                // `let transform = CGAffineTransform(rotationAngle: angle)` just above.
                if let reference = value.as(DeclReferenceExprSyntax.self),
                    let initial = ReduceMotionChecks.initializer(of: reference.baseName.text, around: Syntax(statement))
                {
                    value = initial
                }
                return isRotationInPlace(value) ? .appearance : .geometry
            }
            // An arranged subview of a stack view collapses when hidden, moving its siblings.
            if property == "isHidden", let base = target.as(MemberAccessExprSyntax.self)?.base,
                isArrangedSubview(base, in: statement.root)
            {
                return .geometry
            }
            if property == "isHidden", hidingIsInstant {
                seen.instantChange = true
                return .silent
            }
            // `top.constant = 15`, `bottom.isActive = false`: laid out later unless the block lays out
            // (`constraint.animator().constant` animates by itself in AppKit).
            if property == "constant" || property == "isActive", target.as(MemberAccessExprSyntax.self)?.base != nil,
                !target.trimmedText.includes("animator()")
            {
                seen.constraintChange = true
                return .silent
            }
            if OwnMembers.isTheme(property, around: Syntax(statement)) { return .appearance }
            // `self.rating = 4`: the type's own property, judged by what its observer changes.
            let base = target.as(MemberAccessExprSyntax.self)?.base
            if depth < 2, base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                ScreenChange.ofProperty(property) == .geometry,
                let observer = OwnMembers.observer(of: property, around: Syntax(statement))
            {
                let judged = Judge(layoutSettled: false, hidingIsInstant: hidingIsInstant, depth: depth + 1, seen: seen)
                    .change(of: observer)
                return judged == .silent ? .geometry : judged
            }
            let written = ScreenChange.ofProperty(property)
            // A setting applied at once: like a view shown or hidden, nothing for the block to animate.
            if written == .silent { seen.instantChange = true }
            return written
        }

        private func change(of call: FunctionCallExprSyntax) -> ScreenChange {
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            let name = member?.declName.baseName.text ?? call.calleeName ?? ""
            if layoutPassNames.contains(name), call.arguments.isEmpty {
                seen.layoutPass = true
                if layoutSettled { return .silent }
            }
            // `view.setNeedsLayout()`: the layout happens later, outside the animation.
            if deferredLayoutNames.contains(name), call.arguments.isEmpty {
                seen.deferredLayout = true
                return .silent
            }
            // `NSLayoutConstraint.activate([...])`: a constraint change, laid out later.
            if ["activate", "deactivate"].contains(name), member?.base?.trimmedText == "NSLayoutConstraint" {
                seen.constraintChange = true
                return .silent
            }
            if selfAnimatingCalls.contains(name), member?.base != nil, call.arguments.isEmpty {
                seen.animatesItself = true
                return .silent
            }
            if isRowUpdate(call, name: name, base: member?.base) {
                seen.animatesItself = true
                return .silent
            }
            // Work deferred to later (`DispatchQueue.main.asyncAfter { … }`) runs after the block,
            // outside this animation; an animation started in the block runs with its own duration,
            // judged on its own (judged on real apps: a row's colour blink whose fade back, nested
            // in a delay, counted as a move of the outer fade).
            if ScreenChanges.defersWork(call) || MotionGateUIKit.durationArgument(of: call) != nil { return .silent }
            // `CATransaction.begin()`, `.setAnimationDuration(_:)`, `.commit()`: the bracket of the
            // changes inside, which are judged themselves.
            if member?.base?.trimmedText == "CATransaction" { return .silent }
            // `executeSelection()` with `let executeSelection = { … }` above: what that closure changes.
            if depth < 2, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let closure = ReduceMotionChecks.initializer(of: reference.baseName.text, around: Syntax(call))?.as(
                    ClosureExprSyntax.self)
            {
                return Judge(layoutSettled: false, hidingIsInstant: hidingIsInstant, depth: depth + 1, seen: seen)
                    .change(of: closure.statements)
            }
            // `fields.forEach { $0.alpha = 0 }`: what the closure does to each element.
            let passed = call.arguments.first?.expression.as(ClosureExprSyntax.self)
            if name == "forEach", let body = call.trailingClosure ?? passed {
                return change(of: body.statements)
            }
            // `UIView.addKeyframe(withRelativeStartTime:relativeDuration:) { … }` in a keyframes
            // block: one step of it, judged by what its closure changes (an empty pause draws nothing).
            let animations = call.argument(labeled: "animations")?.expression.as(ClosureExprSyntax.self)
            if name == "addKeyframe", let body = call.trailingClosure ?? animations {
                return change(of: body.statements)
            }
            // `self?.onTouchEnded?()`, `completion?()`: a callback whose code whoever sets it decides.
            if call.calledExpression.is(OptionalChainingExprSyntax.self) { return .unknown }
            // `self.update()`, `update()`: the type's own method, judged by what its body changes.
            if OwnMembers.isOwnCall(call), depth < 2,
                let body = OwnMembers.method(named: name, arguments: call.arguments.count, around: Syntax(call))
            {
                return Judge(layoutSettled: false, hidingIsInstant: hidingIsInstant, depth: depth + 1, seen: seen)
                    .change(of: body.statements)
            }
            // `progressView.setProgress(0.8, animated: true)`, `button.setTitle("Done", for: .normal)`.
            if member?.base != nil { return ScreenChange.ofCall(name) ?? .geometry }
            return .geometry
        }
    }

    /// `detailLabel` where the file adds it to a stack (`addArrangedSubview(detailLabel)`,
    /// `UIStackView(arrangedSubviews: [icon, detailLabel])`), or `stack.arrangedSubviews[1]`.
    static func isArrangedSubview(_ view: ExprSyntax, in root: Syntax) -> Bool {
        if view.trimmedText.includes("arrangedSubviews") { return true }
        guard
            let name = view.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? view.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let text = root.description
        guard text.includes("rrangedSubview") else { return false }
        if [
            "addArrangedSubview(\(name))", "addArrangedSubview(self.\(name))", "insertArrangedSubview(\(name),",
            "insertArrangedSubview(self.\(name),",
        ].contains(where: text.includes) {
            return true
        }
        // `arrangedSubviews: [icon, detailLabel]`: the name as a word inside the list.
        var rest = Substring(text)
        while let start = rest.range(of: "arrangedSubviews: [") {
            let list = rest[start.upperBound...].prefix { $0 != "]" }
            let words = list.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if words.contains(Substring(name)) { return true }
            rest = rest[start.upperBound...]
        }
        return false
    }

    /// `chevron.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity`: a
    /// disclosure indicator turning where it stands, nothing travelling (judged on real apps).
    static func isRotationInPlace(_ assignment: ExprSyntax) -> Bool {
        var names: Set<String> = []
        for token in assignment.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        let rotates = names.contains("rotationAngle") || names.contains("rotated")
        let moves = names.contains {
            $0.lowercased().contains("transl") || $0.lowercased().contains("scale") || $0 == "concatenating"
        }
        return rotates && !moves
    }

    /// `options: .transitionCrossDissolve` (with neutral options beside it): a dissolve.
    static func isDissolve(_ options: ExprSyntax) -> Bool {
        let names = options.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        return names.contains(where: dissolveOptions.contains)
            && names.allSatisfy {
                dissolveOptions.contains($0) || neutralOptions.contains($0) || $0 == "UIView"
                    || $0 == "AnimationOptions"
            }
    }

    /// A duration no one perceives as motion (at most 0.05 s): technical, not decorative.
    static func isImperceptible(_ expression: ExprSyntax) -> Bool {
        guard let value = expression.numberLiteralValue else { return false }
        return value <= 0.05
    }

    /// Duration or curve taken from a keyboard notification, or an animation in a keyboard
    /// notification's handler (`keyboardWillShow(_:)`, an observer of `keyboardWillHideNotification`):
    /// the layout follows the keyboard, which animates (or not) by the system's own rules.
    static func followsKeyboard(_ node: some SyntaxProtocol, duration: ExprSyntax?) -> Bool {
        followsKeyboard(node, duration: duration, depth: 0)
    }

    static func followsKeyboard(_ node: some SyntaxProtocol, duration: ExprSyntax?, depth: Int) -> Bool {
        if duration?.trimmedText.lowercased().includes("keyboard") == true { return true }
        if let duration, readsKeyboardNotification(duration) { return true }
        if let duration, depth < 3, KeyboardDuration.isHandedDown(duration, depth: depth) { return true }
        let keys = ["keyboardAnimationDurationUserInfoKey", "keyboardAnimationCurveUserInfoKey"]
        // A keyboard notification's handler: the layout moves with the keyboard, which moves anyway.
        var current = Syntax(node)
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let text = function.trimmedDescription
                return function.name.text.lowercased().includes("keyboardwill") || keys.contains(where: text.includes)
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                if keys.contains(where: closure.trimmedDescription.includes) { return true }
                // `addObserver(forName: UIResponder.keyboardWillShowNotification, …) { … }`, or a
                // `publisher(for: …keyboardWillHideNotification).sink { … }`.
                let call =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, Self.namesKeyboardNotification(call) { return true }
            }
            current = parent
        }
        return false
    }

    /// `notification.timeInterval` read from a keyboard notification the project wraps: a parameter
    /// typed as one (`animateAlongside(_ notification: KeyboardNotification, …)`), or a parameter of a
    /// closure stored or handed on as a keyboard callback (`let animateKeyboardChange:
    /// KeyboardManager.EventCallback = { notification in … }`). The keyboard slides whatever the
    /// setting; a zero duration makes the content jump out of step with it (judged on real apps).
    private static func readsKeyboardNotification(_ duration: ExprSyntax) -> Bool {
        var bases: Set<String> = []
        for member in duration.tokens(viewMode: .sourceAccurate) {
            guard let access = member.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == member.id,
                let base = access.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            bases.insert(base.baseName.text)
        }
        guard !bases.isEmpty else { return false }
        func isKeyboard(_ text: String) -> Bool { text.lowercased().contains("keyboard") }
        var current = Syntax(duration)
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    bases.contains(($0.secondName ?? $0.firstName).text) && isKeyboard($0.type.trimmedText)
                }
            }
            if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                let parameters: [(name: String, type: String)]
                switch signature.parameterClause {
                case let .simpleInput(names)?: parameters = names.map { ($0.name.text, "") }
                case let .parameterClause(clause)?:
                    parameters = clause.parameters.map {
                        (($0.secondName ?? $0.firstName).text, $0.type?.trimmedText ?? "")
                    }
                case nil: parameters = []
                }
                if let read = parameters.first(where: { bases.contains($0.name) }) {
                    return isKeyboard(read.type) || isKeyboardCallback(closure)
                }
            }
            current = parent
        }
        return false
    }

    /// A closure stored under a keyboard name or type (`let onKeyboard: KeyboardManager.EventCallback = { … }`),
    /// or handed to a keyboard call (`keyboardManager.on(.willShow) { … }`).
    private static func isKeyboardCallback(_ closure: ClosureExprSyntax) -> Bool {
        if let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            let declared = binding.pattern.trimmedText + (binding.typeAnnotation?.type.trimmedText ?? "")
            return declared.lowercased().contains("keyboard")
        }
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        return call?.calledExpression.trimmedText.lowercased().contains("keyboard") ?? false
    }

    /// `keyboardWillShowNotification`, `keyboardWillHideNotification`, `keyboardWillChangeFrameNotification`
    /// in the call's callee chain or its arguments other than closures.
    private static func namesKeyboardNotification(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.trimmedDescription.includes("keyboardWill") { return true }
        return call.arguments.contains { argument in
            !argument.expression.is(ClosureExprSyntax.self)
                && argument.expression.trimmedDescription.includes(
                    "keyboardWill")
        }
    }
}
