import SwiftSyntax

/// Decides how code at one place can ask whether Reduce Motion is on.
///
/// In a `View` or `ViewModifier` (including its extensions in the file) that is the
/// `@Environment(\.accessibilityReduceMotion)` property: an existing one under its own name, or a
/// new `reduceMotion` (or a free name) inserted once as the type's first stored property.
/// Elsewhere it is the platform flag: `UIAccessibility.isReduceMotionEnabled` in a UIKit file,
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` in an AppKit one. A file with
/// neither import, or with both, cannot be gated mechanically.
struct ReduceMotionGate {
    static let uiKitFlag = "UIAccessibility.isReduceMotionEnabled"
    static let appKitFlag = "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
    /// Names whose mention means the code already looks at the setting.
    static let settingNames = ["accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion"]

    enum Condition {
        /// The expression to test, and the edit that declares it (nil when it exists already).
        case available(expression: String, declaration: TextEdit?)
        case unavailable(reason: String)
    }

    let file: SourceFile
    private lazy var viewTypes = ViewTypes(file: file)
    private var planned: [SyntaxIdentifier: (name: String, declaration: TextEdit?)] = [:]

    init(file: SourceFile) { self.file = file }

    mutating func condition(at node: some SyntaxProtocol) -> Condition {
        if let (_, declaration) = viewTypes.enclosingViewType(of: node) {
            guard ViewTypes.hasInstanceContext(node) else { return platformCondition() }
            if let plan = planned[declaration.id] { return .available(expression: plan.name, declaration: plan.declaration) }
            let plan = environmentProperty(in: declaration)
            planned[declaration.id] = plan
            return .available(expression: plan.name, declaration: plan.declaration)
        }
        if let (name, _) = ViewTypes.enclosingType(of: node), viewTypes.isViewLike(name) {
            return .unavailable(reason: "\(name) is declared in another file, so its Reduce Motion property cannot be added here")
        }
        return platformCondition()
    }

    /// The names that, mentioned in an argument or an enclosing condition, show the code is gated.
    mutating func gateNames(at node: some SyntaxProtocol) -> [String] {
        var names = Self.settingNames
        if case let .available(expression, _) = condition(at: node) { names.append(expression) }
        return names
    }

    private func platformCondition() -> Condition {
        let imports = file.importedModules
        let uiKit = imports.contains("UIKit")
        let appKit = imports.contains("AppKit") || imports.contains("Cocoa")
        switch (uiKit, appKit) {
        case (true, false): return .available(expression: Self.uiKitFlag, declaration: nil)
        case (false, true): return .available(expression: Self.appKitFlag, declaration: nil)
        case (true, true): return .unavailable(reason: "the file builds for UIKit and AppKit, so neither platform's Reduce Motion flag fits")
        case (false, false): return .unavailable(reason: "outside a View the Reduce Motion setting comes from UIKit or AppKit, and the file imports neither")
        }
    }

    /// An existing `@Environment(\.accessibilityReduceMotion)` property, or a new one.
    private func environmentProperty(in declaration: DeclGroupSyntax) -> (name: String, declaration: TextEdit?) {
        var taken: Set<String> = []
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                let isReduceMotion = variable.attributes.contains { attribute in
                    guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment" else { return false }
                    return attribute.arguments?.trimmedDescription.contains("accessibilityReduceMotion") ?? false
                }
                if isReduceMotion, let name = names.first { return (name, nil) }
                taken.formUnion(names)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                taken.insert(function.name.text)
            }
        }
        let name = ["reduceMotion", "prefersReducedMotion", "isReduceMotionOn"].first { !taken.contains($0) }
            ?? (2...).lazy.map { "reduceMotion\($0)" }.first { !taken.contains($0) }!
        let property = "@Environment(\\.accessibilityReduceMotion) private var \(name)"
        return (name, MemberInsertion.edit(inserting: property, beforeFirstStoredPropertyOf: declaration, in: file))
    }
}

/// Whether a place is already under a Reduce Motion check: inside an `if`, `guard` or ternary
/// whose condition names the setting, or after a `guard` on it in the same block.
enum ReduceMotionChecks {
    static func isUnderCheck(_ node: some SyntaxProtocol, names: [String]) -> Bool {
        func mentions(_ syntax: some SyntaxProtocol) -> Bool {
            let text = syntax.trimmedDescription
            return names.contains { text.contains($0) }
        }
        var current = Syntax(node)
        while let parent = current.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), mentions(ifExpression.conditions) { return true }
            if let ternary = parent.as(TernaryExprSyntax.self), mentions(ternary.condition) { return true }
            if let sequence = parent.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mentions(sequence.elements.first!) { return true }
            if let block = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                // `guard !reduceMotion else { return }` earlier in the same block.
                for earlier in block.prefix(while: { $0.id != item.id }) {
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self), mentions(guardStatement.conditions) { return true }
                }
            }
            current = parent
        }
        return false
    }
}
