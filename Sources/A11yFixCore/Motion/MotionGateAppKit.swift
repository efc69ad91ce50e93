import A11yFixSyntax
import SwiftSyntax

/// Gates AppKit animation-context durations on Reduce Motion.
///
/// Before:
///
///     NSAnimationContext.runAnimationGroup { context in
///         context.duration = 0.25
///         panel.animator().setFrameOrigin(target)
///     }
///
/// After:
///
///     NSAnimationContext.runAnimationGroup { context in
///         context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
///         panel.animator().setFrameOrigin(target)
///     }
///
/// Also `NSAnimationContext.current.duration = d`. Not changed: zero durations and code that
/// already checks the setting.
public struct MotionGateAppKit: Transform {
    public static let descriptor = TransformDescriptor(
        id: "motion-gate-appkit",
        summary: "Gates NSAnimationContext durations on Reduce Motion",
        frameworks: [.appKit],
        deviceTests: [.reduceMotion],
        tier: .incompleteSupport,
        problem: "AppKit animations that ignore Reduce Motion",
        blocks: [.motion]
    )

    static let flag = "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("NSAnimationContext") else { return [] }
        // The animation-group closures' context parameter names, by closure.
        var contextNames: [SyntaxIdentifier: String] = [:]
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "runAnimationGroup",
                ["NSAnimationContext", "AppKit.NSAnimationContext"].contains(member.base?.trimmedText ?? ""),
                let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            else { continue }
            contextNames[closure.id] = Self.firstParameterName(of: closure) ?? "$0"
        }

        let changes = AnimationGroupChanges(file: file, index: context.index)
        var findings: [Finding] = []
        for assignment in file.assignments {
            let elements = Array(assignment.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self),
                target.declName.baseName.text == "duration", let base = target.base
            else { continue }
            // The right side as the parser leaves it: `d`, or `a * 2`, `c ? x : y` spread over elements.
            let value = elements[2...]
            let baseText = base.trimmedText
            let isCurrentContext =
                baseText == "NSAnimationContext.current" || baseText == "AppKit.NSAnimationContext.current"
            let isGroupContext = assignment.ancestor(ClosureExprSyntax.self).flatMap { contextNames[$0.id] } == baseText
            guard isCurrentContext || isGroupContext else { continue }
            let range =
                assignment.positionAfterSkippingLeadingTrivia
                .utf8Offset..<assignment.endPositionBeforeTrailingTrivia
                .utf8Offset
            let decision = decide(
                assignment, base: base, value: value, contextNames: contextNames, changes: changes, in: file,
                context: context)
            findings.append(file.record(Self.self, decision, spanning: range))
        }
        return findings
    }

    /// Why an animation context's duration stays as it is.
    enum Reason: String, NamedReason {
        case movesNothing = "moves-nothing"
        case swiftUIOnly = "swiftui-only"
        case noMotion = "no-motion"
        case alreadyGated = "already-gated"
        case userSetting = "user-setting"
        case notBuilt = "not-built"

        var explanation: String {
            switch self {
            case .movesNothing: "the group moves nothing: it fades, recolours, changes text or fills a progress value"
            case .swiftUIOnly: "the group only wraps SwiftUI `withAnimation` calls, whose own animations apply"
            case .noMotion: "the duration is zero or too short to see"
            case .alreadyGated: "it already checks Reduce Motion"
            case .userSetting:
                "its duration comes from a user setting (a user default): the user already chooses whether it animates"
            case .notBuilt:
                "the project builds for no Mac: AppKit code (a cross-platform library's macOS branch in an iOS app) is never compiled"
            }
        }
    }

    /// What to do with one context duration assignment (`context.duration = d`): gate it, or
    /// leave it alone for a named reason.
    func decide(
        _ assignment: SequenceExprSyntax, base: ExprSyntax, value: ArraySlice<ExprSyntax>,
        contextNames: [SyntaxIdentifier: String], changes: AnimationGroupChanges, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        let valueText = value.map(\.singleLineText).joined(separator: " ")
        // An iOS app (Mac Catalyst included, which has no AppKit) never compiles this: the macOS
        // branch of a vendored cross-platform library (judged on apps never tuned on: dead code gated).
        if context.targets.buildsForNoMac { return .leftAlone(Reason.notBuilt.reason) }
        // Checked first: a check of the setting, or no duration to speak of, is the plainest reason.
        guard !ReduceMotionGate.settingNames.contains(where: valueText.includes),
            !value.contains(where: { ReduceMotionChecks.mentions($0, names: ReduceMotionGate.settingNames) }),
            !value.contains(where: {
                ReduceMotionChecks.definitionReadsSetting(
                    $0, names: ReduceMotionGate.settingNames, around: Syntax(assignment))
            }),
            !ReduceMotionChecks.isUnderCheck(assignment, names: ReduceMotionGate.settingNames, index: context.index)
        else { return .leftAlone(Reason.alreadyGated.reason) }
        if value.count == 1, GatedValue.isZero(value.first!) || FadeOnlyAnimation.isImperceptible(value.first!) {
            return .leftAlone(Reason.noMotion.reason)
        }
        // `Defaults.animationMultiplier.value * 0.2`, or a method of this file that reads it: the
        // user already sets how much this animates (judged on real apps: an opt-in footprint animation).
        if value.contains(where: { Self.readsUserDefault($0, in: Syntax(assignment)) }) {
            return .leftAlone(Reason.userSetting.reason)
        }
        // A group that moves nothing (`animator().alphaValue = 1`, label strings) keeps its dissolve.
        if let (code, groupContext) = Self.groupCode(
            of: assignment, contextNames: contextNames, current: base.trimmedText)
        {
            if let decision = Self.windowFrameDecision(code, context: groupContext, in: file) { return decision }
            let settled =
                Self.groupCall(of: assignment, contextNames: contextNames).map(
                    FadeOnlyAnimation.isLayoutSettled(before:)) ?? false
            switch changes.verdict(of: code, context: groupContext, layoutSettled: settled) {
            case .movesNothing: return .leftAlone(Reason.movesNothing.reason)
            case .swiftUIOnly: return .leftAlone(Reason.swiftUIOnly.reason)
            case .moves, .unknown: break
            }
        }
        // A layer animation the function adds beside the group runs on its own clock.
        if let beside = CoreAnimationBeside.movingAnimation(besides: Syntax(assignment)) {
            let flag = ProjectMotionFlag.replacing(Self.flag, in: file) ?? Self.flag
            return .report(
                "\(base.singleLineText).duration animates even with Reduce Motion on, beside the Core Animation animation \(beside) this function adds to a layer, which no context duration times; a zero duration here alone would make the group jump while the layer still moves: when \(flag) is true skip both (add no \(beside), set the end state)"
            )
        }
        let prefix = "\(ProjectMotionFlag.replacing(Self.flag, in: file) ?? Self.flag) ? 0 : "
        let isTernary =
            value.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
            || (value.count == 1 && GatedValue.isTernary(value.first!))
        let fix = Fix(
            edits: GatedValue.edits(
                prefix: prefix, before: value.first!.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: value.last!.endPositionBeforeTrailingTrivia.utf8Offset, valueIsTernary: isTernary),
            summary: "`\(base.singleLineText).duration` gated on Reduce Motion (`\(prefix)\(valueText)`)",
            isInferred: false
        )
        return .fix(
            message: "\(base.singleLineText).duration animates even with Reduce Motion on; use \(prefix)\(valueText)",
            fix)
    }

    /// A group whose only change is `window.setFrame(rect, display: true, animate: true)`: the
    /// window runs its own frame animation, timed by its `animationResizeTime(_:)`, not by the
    /// context's duration, so a zero duration would not stop it. Its `animate:` flag is what to
    /// gate: with `false` the window takes the frame at once (judged on real apps: the duration
    /// was gated to no effect). Nil: the group changes something else too.
    static func windowFrameDecision(_ code: [CodeBlockItemSyntax], context: String, in file: SourceFile)
        -> Decision?
    {
        var flags: [ExprSyntax] = []
        for item in code {
            // `context.duration = 0.15`, `context.allowsImplicitAnimation = true`: the group's settings.
            if let sequence = item.expression?.as(SequenceExprSyntax.self),
                let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                target.base?.trimmedText == context
            {
                continue
            }
            guard let call = item.expression?.as(FunctionCallExprSyntax.self),
                (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName)
                    == "setFrame",
                let animate = call.argument(labeled: "animate")?.expression
            else { return nil }
            flags.append(animate)
        }
        guard !flags.isEmpty else { return nil }
        if flags.contains(where: { ReduceMotionChecks.mentions($0, names: ReduceMotionGate.settingNames) }) {
            return .leftAlone(Reason.alreadyGated.reason)
        }
        guard flags.allSatisfy({ $0.trimmedText == "true" }) else { return nil }
        let flag = ProjectMotionFlag.replacing(Self.flag, in: file) ?? Self.flag
        let edits = flags.map {
            TextEdit.replace(
                $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset,
                with: "!\(flag)")
        }
        return .fix(
            message:
                "setFrame(_:display:animate: true) runs the window's own frame animation even with Reduce Motion on, which the context's duration does not time; gate the flag: animate: !\(flag)",
            Fix(
                edits: edits,
                summary: "`setFrame(_:display:animate:)` flag gated on Reduce Motion (`animate: !\(flag)`)",
                isInferred: false))
    }

    /// The code a duration applies to, and the name of its context: the group's closure, or what
    /// follows `NSAnimationContext.current.duration = d` up to `endGrouping()`.
    static func groupCode(of assignment: SequenceExprSyntax, contextNames: [SyntaxIdentifier: String], current: String)
        -> ([CodeBlockItemSyntax], String)?
    {
        if let group = assignment.ancestor(ClosureExprSyntax.self), let name = contextNames[group.id] {
            return (Array(group.statements), name)
        }
        guard let item = assignment.ancestor(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        let following = block.drop { $0.id != item.id }.dropFirst()
        return (Array(following.prefix { !$0.trimmedText.contains("NSAnimationContext.endGrouping") }), current)
    }

    /// The `NSAnimationContext.runAnimationGroup` call whose closure holds the assignment.
    static func groupCall(of assignment: SequenceExprSyntax, contextNames: [SyntaxIdentifier: String])
        -> FunctionCallExprSyntax?
    {
        guard let group = assignment.ancestor(ClosureExprSyntax.self), contextNames[group.id] != nil else { return nil }
        return group.parent?.as(FunctionCallExprSyntax.self)
            ?? group.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// Names that read the user's defaults: `UserDefaults.standard.double(forKey:)`, the common
    /// `Defaults` wrappers (`Defaults.speed.value`, `Defaults[.speed]`).
    static let userDefaultNames: Set<String> = ["UserDefaults", "Defaults"]

    /// Whether `expression` reads a user default, itself or through a method the file declares
    /// (`getFootprintAnimationDuration(box, rect)`, whose body reads `Defaults.multiplier.value`).
    static func readsUserDefault(_ expression: ExprSyntax, in node: Syntax) -> Bool {
        func mentionsDefaults(_ syntax: some SyntaxProtocol) -> Bool {
            syntax.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(name) = token.tokenKind else { return false }
                return userDefaultNames.contains(name)
            }
        }
        if mentionsDefaults(expression) { return true }
        let called = Set(
            expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
                        || reference.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
                            != nil
                else { return nil }
                return token.text
            })
        guard !called.isEmpty, let root = node.root.as(SourceFileSyntax.self) else { return false }
        final class Methods: SyntaxVisitor {
            let names: Set<String>
            var bodies: [CodeBlockSyntax] = []
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if names.contains(node.name.text), let body = node.body { bodies.append(body) }
                return .visitChildren
            }
        }
        let methods = Methods(names: called)
        methods.walk(root)
        return methods.bodies.contains(where: mentionsDefaults)
    }

    static func firstParameterName(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case let .simpleInput(parameters)?: return parameters.first?.name.text
        case let .parameterClause(clause)?: return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }
}
