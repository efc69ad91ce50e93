import A11yFixSyntax
import SwiftSyntax

/// The name of the app whose icon a runtime image draws, when the view holding it has that name:
/// `Image(nsImage: appIcon)` in a view with `let appName: String`, or `Image(nsImage: app.icon)`
/// where the view reads `app.localizedName`.
///
/// An app's icon is the picture of that app, so its name is its label (judged on unseen apps: a
/// switcher's icon stands alone when a setting hides the title beside it).
enum AppIconName {
    /// The label code for the icon `entry` draws, or nil when it is no app's icon or no name is in scope.
    static func label(for entry: RuntimeImage.Entry) -> String? {
        guard let call = entry.node.as(FunctionCallExprSyntax.self), call.calleeName == "Image",
            let source = call.arguments.first?.expression,
            let icon = resolved(source, at: call), let owner = enclosingType(of: call)
        else { return nil }
        if let property = nameProperty(in: owner) { return property }
        // `windowInfo.app.icon`: the same app's `localizedName`, when the view reads it.
        let drawn = icon.as(ForceUnwrapExprSyntax.self)?.expression ?? icon
        guard let member = drawn.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText else {
            return nil
        }
        let name = base + ".localizedName"
        return owner.trimmedText.includes(name) ? name + " ?? \"\"" : nil
    }

    /// The expression the image draws when it is an app's icon: through `if let appIcon = app.icon`
    /// (or `if let appIcon`) to `app.icon`; `appIcon`, `application.icon`, `runningApp.icon`.
    private static func resolved(_ source: ExprSyntax, at call: FunctionCallExprSyntax) -> ExprSyntax? {
        var expression = source
        if let name = source.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let value = bindingValue(of: name, around: call)
        {
            expression = value
        }
        return isAppIcon(expression) ? expression : nil
    }

    private static func isAppIcon(_ expression: ExprSyntax) -> Bool {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression { return isAppIcon(unwrapped) }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return isAppWords(ReadableName.words(of: name), endingWith: "icon")
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        let last = member.declName.baseName.text
        if isAppWords(ReadableName.words(of: last), endingWith: "icon") { return true }
        let baseName =
            member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard last == "icon", let baseName,
            let word = ReadableName.words(of: baseName).last?.lowercased()
        else { return false }
        return word == "app" || word == "application"
    }

    /// `appIcon`, `applicationIcon` (`appName`, `appDisplayName` with "name").
    private static func isAppWords(_ words: [String], endingWith last: String) -> Bool {
        let lowered = words.map { $0.lowercased() }
        return lowered.last == last && lowered.dropLast().contains { $0 == "app" || $0 == "application" }
    }

    /// `if let appIcon = windowInfo.app.icon` (or `guard let`) around `call`; `if let appIcon` binds the property.
    private static func bindingValue(of name: String, around call: some SyntaxProtocol) -> ExprSyntax? {
        var node = Syntax(call).parent
        while let current = node, !current.is(MemberBlockSyntax.self) {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard let guardStmt = item.item.as(GuardStmtSyntax.self) else { continue }
                    if let value = value(of: name, in: guardStmt.conditions) { return value }
                }
            }
            if let branch = current.as(IfExprSyntax.self), let value = value(of: name, in: branch.conditions) {
                return value
            }
            node = current.parent
        }
        return nil
    }

    private static func value(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        }
        return nil
    }

    private static func enclosingType(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = Syntax(node).parent
        while let parent = current {
            if let block = parent.as(MemberBlockSyntax.self) { return block }
            current = parent.parent
        }
        return nil
    }

    /// A `String` property of the view named as the app's name: `let appName: String`,
    /// `private var applicationName: String { … }`.
    private static func nameProperty(in members: MemberBlockSyntax) -> String? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    isAppWords(ReadableName.words(of: name), endingWith: "name"),
                    binding.typeAnnotation?.type.trimmedText == "String"
                else { continue }
                return name
            }
        }
        return nil
    }
}
