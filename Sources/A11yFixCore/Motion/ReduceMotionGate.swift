import A11yFixSyntax
import SwiftSyntax

/// Decides how code at one place can ask whether Reduce Motion is on.
///
/// In a `View` or `ViewModifier` (including its extensions in the file) that is the
/// `@Environment(\.accessibilityReduceMotion)` property: an existing one under its own name, or a
/// new `reduceMotion` (or a free name) inserted once as the type's first stored property.
/// Elsewhere it is the platform flag: `UIAccessibility.isReduceMotionEnabled` in a UIKit file,
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` in an AppKit one. `import SwiftUI`
/// brings UIKit (iOS, tvOS, visionOS) or AppKit (macOS) with it, so a SwiftUI file uses the flag
/// of the platforms it builds for (`#if os(…)`, else the project's targets). A file that builds
/// for both families, or only for watchOS, cannot be gated mechanically.
struct ReduceMotionGate {
    static let uiKitFlag = "UIAccessibility.isReduceMotionEnabled"
    static let appKitFlag = "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
    /// Names whose mention means the code already looks at the setting.
    static let settingNames = [
        "accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion",
        "UIAccessibilityIsReduceMotionEnabled",
    ]

    enum Condition {
        /// The expression to test, and the edit that declares it (nil when it exists already).
        case available(expression: String, declaration: TextEdit?)
        case unavailable(reason: String)
    }

    let file: SourceFile
    let index: ProjectIndex
    /// The platforms the project builds the file for; empty when it does not say.
    let platforms: Set<ApplePlatform>
    /// Where the project wants the new property's attribute (`PropertyLayout`).
    let attributePlacement: AttributePlacement?
    /// Whether the project's linter wants the new property's type written (`: Bool`).
    let explicitTypes: Bool
    private lazy var viewTypes = ViewTypes(file: file, index: index)
    private var planned: [SyntaxIdentifier: (name: String, declaration: TextEdit?)] = [:]

    init(
        file: SourceFile, index: ProjectIndex = .empty, platforms: Set<ApplePlatform> = [],
        attributePlacement: AttributePlacement? = nil, explicitTypes: Bool = false
    ) {
        self.file = file
        self.index = index
        self.platforms = platforms
        self.attributePlacement = attributePlacement
        self.explicitTypes = explicitTypes
    }

    mutating func condition(at node: some SyntaxProtocol) -> Condition {
        // A menu command or a scene is built once for the app, outside any window: its environment
        // does not follow a view's, so the platform's own setting is read (judged on real apps).
        if let (_, group) = EnclosingType.of(node), Self.isSceneLevel(group) { return platformCondition(at: node) }
        if let (_, declaration) = viewTypes.enclosingViewType(of: node) {
            guard ViewTypes.hasInstanceContext(node) else { return platformCondition(at: node) }
            let plan = planned[declaration.id] ?? environmentProperty(in: declaration)
            planned[declaration.id] = plan
            // A parameter or local of the same name would hide the property.
            let expression = ViewTypes.localNames(around: node).contains(plan.name) ? "self.\(plan.name)" : plan.name
            return .available(expression: expression, declaration: plan.declaration)
        }
        if let (name, group) = EnclosingType.of(node), viewTypes.isViewLike(name) {
            if !group.is(EnumDeclSyntax.self), !viewTypes.declaresType(named: name) {
                return otherFileCondition(of: name, at: node)
            }
            // An enum view cannot hold the property: the platform flag is the remaining way.
            if case let .unavailable(reason) = platformCondition(at: node) {
                return .unavailable(
                    reason: "\(name) is an enum, which cannot hold the @Environment property, and \(reason)")
            }
        }
        return platformCondition(at: node)
    }

    /// An extension of a view declared in another file cannot add the stored property, and a
    /// `private` one there would not be seen here: the platform flag gates it in this file (judged
    /// on apps never tuned on: a finding where this one-file fix existed was a miss). Where neither
    /// flag fits, the advice is one that compiles: a property the extension can read, and none in
    /// a model (an `@Environment` property breaks a `Codable` struct's synthesized coding).
    private func otherFileCondition(of name: String, at node: some SyntaxProtocol) -> Condition {
        let platform = platformCondition(at: node)
        guard case let .unavailable(reason) = platform else { return platform }
        if index.inherits(name, fromAnyOf: ["Codable", "Decodable", "Encodable"]) {
            return .unavailable(
                reason:
                    "\(name) is declared in another file as a coded model, which cannot hold an @Environment property, and \(reason)"
            )
        }
        return .unavailable(
            reason:
                "\(name) is declared in another file and \(reason); add `@Environment(\\.accessibilityReduceMotion) var reduceMotion` (not private, so this file sees it) to its declaration and gate on `reduceMotion`"
        )
    }

    /// `struct AppCommands: Commands`, `struct MainScene: Scene`, `@main struct MyApp: App`.
    static func isSceneLevel(_ group: DeclGroupSyntax) -> Bool {
        group.inheritanceClause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedText
            return ["Commands", "Scene", "App"].contains(name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name)
        } ?? false
    }

    /// The names that, mentioned in an argument or an enclosing condition, show the code is gated.
    mutating func gateNames(at node: some SyntaxProtocol) -> [String] {
        var names = Self.settingNames
        if case let .available(expression, _) = condition(at: node) { names.append(expression) }
        return names
    }

    /// The platform flag, or the project's own flag in this file that reads it (`ProjectMotionFlag`).
    private func platformCondition(at node: some SyntaxProtocol) -> Condition {
        let condition = rawPlatformCondition(at: node)
        if case let .available(expression, nil) = condition, let own = ProjectMotionFlag.replacing(expression, in: file)
        {
            return .available(expression: own, declaration: nil)
        }
        return condition
    }

    /// The platform flag, when the framework that declares it is imported wherever `node` builds:
    /// unconditionally, or under an `#if` whose branch `node` sits in.
    private func rawPlatformCondition(at node: some SyntaxProtocol) -> Condition {
        let any = file.importedModules, everywhere = file.unconditionalImports
        let uiKit = any.contains("UIKit"), appKit = any.contains("AppKit") || any.contains("Cocoa")
        switch PlatformResolver.conditionalPlatform(of: Syntax(node), importsAppKit: appKit) {
        case .iOS? where uiKit: return .available(expression: Self.uiKitFlag, declaration: nil)
        case .macOS? where appKit: return .available(expression: Self.appKitFlag, declaration: nil)
        default: break
        }
        // `#if canImport(UIKit) import UIKit … code … #endif`: the code builds only where its
        // `#if` imported the framework (judged on apps never tuned on: a whole file so wrapped).
        let around = Self.modulesImported(around: node)
        let uiKitAround = around.contains("UIKit"), appKitAround = !around.isDisjoint(with: ["AppKit", "Cocoa"])
        if uiKitAround, !appKitAround { return .available(expression: Self.uiKitFlag, declaration: nil) }
        if appKitAround, !uiKitAround { return .available(expression: Self.appKitFlag, declaration: nil) }
        switch (uiKit, appKit) {
        case (true, false) where everywhere.contains("UIKit"):
            return .available(expression: Self.uiKitFlag, declaration: nil)
        case (false, true) where everywhere.contains("AppKit") || everywhere.contains("Cocoa"):
            return .available(expression: Self.appKitFlag, declaration: nil)
        case (true, true):
            return .unavailable(
                reason: "the file builds for UIKit and AppKit, so neither platform's Reduce Motion flag fits")
        case (false, false) where any.contains("SwiftUI"):
            return swiftUIPlatformCondition(at: node)
        case (false, false):
            return .unavailable(
                reason:
                    "outside a View's properties the Reduce Motion setting comes from UIKit or AppKit, and the file imports neither"
            )
        default:
            // `#if canImport(UIKit) import UIKit #endif` in a package the project builds for iOS only.
            let projectNames = Set(platforms.map(\.rawValue))
            if uiKit, !projectNames.isEmpty, projectNames.isSubset(of: ["iOS", "tvOS", "visionOS"]) {
                return .available(expression: Self.uiKitFlag, declaration: nil)
            }
            if appKit, projectNames == ["macOS"] { return .available(expression: Self.appKitFlag, declaration: nil) }
            return .unavailable(
                reason:
                    "\(uiKit ? "UIKit" : "AppKit") is imported only under #if, and this code builds on other platforms too"
            )
        }
    }

    /// Modules imported by the `#if` branches that enclose `node`: wherever `node` builds, they are.
    static func modulesImported(around node: some SyntaxProtocol) -> Set<String> {
        var modules: Set<String> = []
        var current = node.parent
        while let next = current {
            if let clause = next.as(IfConfigClauseSyntax.self), case let .statements(statements)? = clause.elements {
                for statement in statements {
                    if let name = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text {
                        modules.insert(name)
                    }
                }
            }
            current = next.parent
        }
        return modules
    }

    /// `import SwiftUI` alone: UIKit's flag where the code builds for UIKit platforms only,
    /// AppKit's where it builds for macOS only.
    private func swiftUIPlatformCondition(at node: some SyntaxProtocol) -> Condition {
        let projectNames = Set(platforms.map(\.rawValue))
        var names = PlatformResolver.conditionalPlatformNames(of: Syntax(node)) ?? projectNames
        // The `#else` of `#if os(tvOS)` names every other platform; the project builds for fewer
        // (judged on real apps: its iOS branch was reported as watchOS code).
        if !names.isDisjoint(with: projectNames) { names.formIntersection(projectNames) }
        // A stale target of the other family cannot build a file whose own code, outside any
        // `#if`, uses one family's app API (`UIPasteboard`, `Image(uiImage:)`): it is that family's
        // code in practice (judged on real apps: such view models were reported as shared).
        let uiKitNames: Set<String> = ["iOS", "tvOS", "visionOS"]
        if names.contains("macOS"), !names.isDisjoint(with: uiKitNames) {
            switch FamilyOnlyCode.family(of: file, index: index) {
            case .uiKit?: names.subtract(["macOS"])
            case .appKit?: names = ["macOS"]
            case nil: break
            }
        }
        guard !names.isEmpty else {
            return .unavailable(
                reason:
                    "outside a View's properties the setting comes from UIKit or AppKit, and the project does not say which platforms this SwiftUI file builds for (set platforms: in .a11yfix.yml)"
            )
        }
        if names.isSubset(of: ["iOS", "tvOS", "visionOS"]) {
            return .available(expression: Self.uiKitFlag, declaration: nil)
        }
        if names == ["macOS"] { return .available(expression: Self.appKitFlag, declaration: nil) }
        // WatchKit has a flag of its own, but a file shared with other platforms needs each one's.
        if names == ["watchOS"] {
            return .unavailable(
                reason:
                    "outside a View's properties watchOS reads the setting with WatchKit's WKAccessibilityIsReduceMotionEnabled(); gate it with that, or read the setting in a View and pass it in"
            )
        }
        if names.contains("watchOS") {
            return .unavailable(
                reason:
                    "outside a View's properties each platform this code builds for reads the setting its own way (WatchKit's WKAccessibilityIsReduceMotionEnabled() on watchOS, UIKit or AppKit elsewhere); read the setting in a View and pass it in, or split it with #if os(watchOS)"
            )
        }
        return .unavailable(
            reason:
                "outside a View's properties the setting comes from UIKit on \(names.subtracting(["macOS", "watchOS"]).sorted().joined(separator: ", ")) and from AppKit on macOS, and this code builds for both; split it with #if os(macOS)"
        )
    }

    /// An existing `@Environment(\.accessibilityReduceMotion)` property, or a new one.
    private func environmentProperty(in declaration: DeclGroupSyntax) -> (name: String, declaration: TextEdit?) {
        var taken: Set<String> = []
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let names = variable.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                let isReduceMotion = variable.attributes.contains { attribute in
                    guard let attribute = attribute.as(AttributeSyntax.self),
                        attribute.attributeName.trimmedText == "Environment"
                    else { return false }
                    return attribute.arguments?.trimmedText.includes("accessibilityReduceMotion") ?? false
                }
                if isReduceMotion, let name = names.first { return (name, nil) }
                taken.formUnion(names)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                taken.insert(function.name.text)
            }
        }
        let name =
            ["reduceMotion", "prefersReducedMotion", "isReduceMotionOn"].first { !taken.contains($0) }
            ?? (2...).lazy.map { "reduceMotion\($0)" }.first { !taken.contains($0) }!
        let property = PropertyLayout.text(
            attribute: "@Environment(\\.accessibilityReduceMotion)",
            declaration: "private var \(name)"
                + (explicitTypes || PropertyLayout.fileTypesEnvironmentValues(file) ? ": Bool" : ""), in: file,
            configured: attributePlacement)
        return (name, MemberInsertion.edit(inserting: property, beforeFirstStoredPropertyOf: declaration, in: file))
    }
}

/// Whether a place is already under a Reduce Motion check: inside an `if`, `guard` or ternary
/// whose condition names the setting, or after a `guard` on it in the same block.
enum ReduceMotionChecks {
    /// A name the index knows as a Reduce Motion-aware project helper in what `node` animates
    /// with: a call's arguments (not its trailing closures, whose code is what is animated).
    static func usesProjectHelper(_ node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
        guard index.hasReduceMotionHelpers else { return false }
        let scope = node.as(FunctionCallExprSyntax.self).map { Syntax($0.arguments) } ?? Syntax(node)
        func namesHelper(_ syntax: some SyntaxProtocol, membersOnly: Bool = false) -> Bool {
            syntax.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(name) = token.tokenKind else { return false }
                // In a stored animation's value, `Animation` is the type an extension adds the
                // helper to, not the helper: only members (`.quietWhenReduced()`) count.
                if membersOnly, name.first?.isUppercase == true { return false }
                return index.respectsReduceMotion(name)
            }
        }
        if namesHelper(scope) { return true }
        // `.animation(shimmer, value: x)` with `let shimmer = Animation.linear(…).disabledDuringTests()`:
        // an animation stored or kept in a local built with a helper is as gated as the helper.
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind,
                token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,
                let value = initializer(of: name, around: Syntax(node))
            else { return false }
            return namesHelper(value, membersOnly: true)
        }
    }

    /// The value of a local `let`/`var` named `name` in the statements around `node`, not a member.
    static func local(named name: String, around node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            for item in parent.as(CodeBlockItemListSyntax.self) ?? [] {
                for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? []
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer?.value
                }
            }
            current = parent
        }
        return nil
    }

    /// The value a `let`/`var` named `name` is initialised with, declared among the members or
    /// statements around `node` (the nearest first).
    static func initializer(of name: String, around node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent {
            let declarations: [VariableDeclSyntax]
            if let members = parent.as(MemberBlockItemListSyntax.self) {
                declarations = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            } else if let statements = parent.as(CodeBlockItemListSyntax.self) {
                declarations = statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
            } else {
                declarations = []
            }
            for declaration in declarations {
                for binding in declaration.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer?.value
                }
            }
            current = parent
        }
        return nil
    }

    /// Whether a condition tests a flag that stands for the setting: one declared around `node` (in the
    /// function, the type or the file) whose value reads it (`let animates =
    /// !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, `var shouldAnimate: Bool { !reduceMotion }`),
    /// or the project's own in-app switch for animation (`showAnimations`, `animationsEnabled`): code under
    /// either already honours the user's choice.
    static func namesSettingFlag(_ condition: some SyntaxProtocol, names: [String], around node: Syntax) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
            // Plural: `showAnimation` is as likely a state that shows one animated view.
            if !words.isDisjoint(with: ["animations", "motion"]),
                !words.isDisjoint(with: ["show", "shows", "enable", "enabled", "allow", "allows", "allowed", "use"])
            {
                return true
            }
            let previous = token.previousToken(viewMode: .sourceAccurate)
            guard previous?.tokenKind != .period || previous?.previousToken(viewMode: .sourceAccurate)?.text == "self",
                let value = declaredValue(of: name, around: node)
            else { return false }
            return mentions(value, names: names)
        }
    }

    /// Whether a value names a constant or property whose definition checks the setting: `duration`
    /// with `var duration: TimeInterval { reduceMotion ? 0 : 0.2 }` declared in the function, the
    /// type or an extension of it in the file. The author already chose what Reduce Motion gets
    /// (judged on real apps: such a duration wrapped in a second check).
    static func definitionReadsSetting(_ value: some SyntaxProtocol, names: [String], around node: Syntax) -> Bool {
        value.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            let previous = token.previousToken(viewMode: .sourceAccurate)
            guard previous?.tokenKind != .period || previous?.previousToken(viewMode: .sourceAccurate)?.text == "self",
                let definition = declaredValue(of: name, around: node).map(Syntax.init)
                    ?? OwnMembers.declaredValue(of: name, around: node)
            else { return false }
            return mentions(definition, names: names)
        }
    }

    /// The value a `let`/`var` named `name` around `node` holds: its initializer, or the one
    /// expression of its getter.
    static func declaredValue(of name: String, around node: Syntax) -> ExprSyntax? {
        if let value = initializer(of: name, around: node) { return value }
        var current = node
        while let parent = current.parent {
            if let members = parent.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? []
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard case let .getter(body)? = binding.accessorBlock?.accessors, body.count == 1 else {
                            return nil
                        }
                        return body.first?.item.as(ExprSyntax.self)
                            ?? body.first?.item.as(ReturnStmtSyntax.self)?.expression
                    }
                }
            }
            current = parent
        }
        return nil
    }

    /// Words of a flag about animation: `animationsOff`, `shouldAnimate`, `prefersCrossFade`.
    static let animationWords: Set<String> = [
        "animation", "animations", "animate", "animated", "animates", "motion", "reduce", "reduced", "fade",
        "crossfade",
    ]

    static func isAboutAnimation(_ name: String) -> Bool {
        !Set(ReadableName.words(of: name).map { $0.lowercased() }).isDisjoint(with: animationWords)
    }

    /// Whether a branch's last statement leaves the scope (`return`, `throw`, `continue`, `break`).
    private static func exits(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let last = statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(ContinueStmtSyntax.self)
            || last.is(BreakStmtSyntax.self)
    }

    /// Whether `syntax` names the setting: one of `names`, or a project's own flag whose words
    /// say so (`isAnimationReduced`, `reduceMotionEnabled`, `prefersReducedAnimations`).
    static func mentions(_ syntax: some SyntaxProtocol, names: [String]) -> Bool {
        let text = syntax.trimmedText
        if names.contains(where: { text.contains($0) }) { return true }
        return syntax.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
            return !words.isDisjoint(with: ["reduce", "reduced", "reduces"])
                && !words.isDisjoint(with: ["motion", "animation", "animations"])
        }
    }

    /// Whether code at `node` already respects the setting: under a condition that names it, or
    /// going through one of the project's own helpers that read it (`index`) — as an argument
    /// (`.animation(.gentle)`) or as a call around it (`withOptionalAnimation { … }`).
    static func isUnderCheck(_ node: some SyntaxProtocol, names: [String], index: ProjectIndex = .empty) -> Bool {
        // A condition on the project's own helper property (`if settings.animationsOff`) counts as a
        // check too: the value tested (the end of its path), which reads the setting and whose path
        // is about animation (`Motion.isAllowed`), not any name on the way (`AppSettings.shared.showBanner`).
        func mentions(_ syntax: some SyntaxProtocol) -> Bool {
            Self.mentions(syntax, names: names) || namesSettingFlag(syntax, names: names, around: Syntax(node))
                || (index.hasReduceMotionHelpers
                    && syntax.tokens(viewMode: .sourceAccurate).contains { token in
                        guard case let .identifier(name) = token.tokenKind, name.first?.isLowercase == true,
                            index.respectsReduceMotion(name), let reference = token.parent
                        else { return false }
                        let path = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? reference
                        guard path.parent?.as(MemberAccessExprSyntax.self)?.base?.id != path.id else { return false }
                        return path.tokens(viewMode: .sourceAccurate).contains { part in
                            guard case let .identifier(word) = part.tokenKind else { return false }
                            return Self.isAboutAnimation(word)
                        }
                    })
        }
        if usesProjectHelper(node, index: index) { return true }
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), current.id != call.calledExpression.id,
                let name = call.calleeName,
                index.respectsReduceMotion(name)
            {
                return true
            }
            // Either branch: the `else` of `if reduceMotion` runs only with it off.
            if let ifExpression = parent.as(IfExprSyntax.self), mentions(ifExpression.conditions) { return true }
            // The `else` of `guard !reduceMotion else { … }` runs only with it on.
            if let guardStatement = parent.as(GuardStmtSyntax.self), current.id == guardStatement.body.id,
                mentions(guardStatement.conditions)
            {
                return true
            }
            if let ternary = parent.as(TernaryExprSyntax.self), mentions(ternary.condition) { return true }
            if let sequence = parent.as(SequenceExprSyntax.self),
                sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                mentions(sequence.elements.first!)
            {
                return true
            }
            if let block = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                // `guard !reduceMotion else { return }`, or `if reduceMotion { …; return }`, earlier in
                // the same block.
                for earlier in block.prefix(while: { $0.id != item.id }) {
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self), mentions(guardStatement.conditions) {
                        return true
                    }
                    if let ifExpression = earlier.expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
                        Self.exits(ifExpression.body.statements), mentions(ifExpression.conditions)
                    {
                        return true
                    }
                }
            }
            current = parent
        }
        return false
    }
}

/// The edits that put `prefix` (`flag ? 0 : `) in front of a value, adding parentheses when the
/// value is itself a ternary so the result reads unambiguously.
enum GatedValue {
    static func edits(prefix: String, before start: Int, end: Int, valueIsTernary: Bool) -> [TextEdit] {
        guard valueIsTernary else { return [.insert(prefix, at: start)] }
        return [.insert(prefix + "(", at: start), .insert(")", at: end)]
    }

    static func isTernary(_ expression: ExprSyntax) -> Bool {
        expression.is(TernaryExprSyntax.self)
            || (expression.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
                ?? false)
    }

    /// `0`, `0.0`, `.zero`, `TimeInterval.zero`: no animation to gate.
    static func isZero(_ expression: ExprSyntax) -> Bool {
        if expression.numberLiteralValue == 0 { return true }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "zero"
    }
}
