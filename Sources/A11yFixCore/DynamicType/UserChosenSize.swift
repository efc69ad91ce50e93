import A11yFixSyntax
import SwiftSyntax

/// A font size the user chose: read from a settings object (`options.fontSize`,
/// `settings.editorFontSize`), `UserDefaults`, an `@AppStorage`/`@SceneStorage` property, or the same
/// object that names the font's face (`UIFont(name: style.fontName, size: style.fontSize)`: a
/// terminal's or editor's font picked as face and size). The user set that size on purpose; Dynamic
/// Type is not asked to grow it again (judged on real apps: a terminal's and a code editor's font,
/// both from per-document settings).
enum UserChosenSize {
    /// Words that name where user choices are kept.
    static let settingWords = [
        "option", "setting", "preference", "prefs", "defaults", "configuration", "config", "terminal", "editor",
    ]

    /// Where the size was chosen, for the reason's text; nil when the file shows no user setting.
    static func source(of size: ExprSyntax, face: ExprSyntax?, in file: SourceFile) -> String? {
        let size = resolved(size)
        let text = size.trimmedText
        if text.includes("UserDefaults") || text.includes("NSUbiquitousKeyValueStore") { return "UserDefaults" }
        // `questionFontSize()`: a method of the file that works the size out from a setting.
        if let helper = settingReadByHelper(size, in: file) { return helper }
        guard var path = memberPath(size) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first else { return nil }
        // `Settings.fontSize`: a type that keeps the user's settings.
        if let setting = settingType(path) { return "`\(setting)`" }
        if isStored(root, at: Syntax(size), in: file) { return "the stored setting `\(root)`" }
        // `self.fontSize` read inside the type that keeps the settings (`extension UserDefaultsManagement`).
        if path.count == 1, let owner = settingsOwner(around: size, reading: root) { return "`\(owner).\(root)`" }
        // A property or variable (never `self`, never a type's constant) that holds a setting.
        guard path.count > 1, root != "self", root.first?.isLowercase == true,
            let last = path.last?.lowercased(), last != "pointsize", last.includes("size") || last.includes("font")
        else { return nil }
        let where_ = path.joined(separator: ".")
        var names = path.dropLast().map { $0.lowercased() }
        if let type = FontFramework.declaredType(of: root, at: Syntax(size), in: file) ?? propertyType(root, in: file) {
            names.append(type.lowercased())
        }
        if names.contains(where: { name in settingWords.contains { name.includes($0) } }) { return "`\(where_)`" }
        // The face read from the same object: both chosen together.
        if let face, let facePath = memberPath(resolved(face)), facePath.count > 1, facePath[0] == root {
            return "`\(where_)`, beside the face `\(facePath.joined(separator: "."))`"
        }
        return nil
    }

    /// `Settings.fontSize`, `UserPreferences.shared.textSize`: a font size or font kept by a type
    /// named for settings; the path as written.
    private static func settingType(_ path: [String]) -> String? {
        guard path.count > 1, let root = path.first, root.first?.isUppercase == true,
            let last = path.last?.lowercased(), last != "pointsize", last.includes("size") || last.includes("font"),
            // Not a configuration or options type, which often holds the design's own constants.
            ["setting", "preference", "prefs", "defaults"].contains(where: { root.lowercased().includes($0) })
        else { return nil }
        return path.joined(separator: ".")
    }

    /// The type around `node`, named for settings (`UserDefaultsManagement`, `EditorPreferences`, not
    /// a view or controller of a settings screen), whose member `name` is a font size it does not
    /// set to a literal in this file: the size the user chose and the type keeps.
    private static func settingsOwner(around node: ExprSyntax, reading name: String) -> String? {
        let last = name.lowercased()
        guard last != "pointsize", last.includes("size") || last.includes("font"),
            let owner = EnclosingType.ownerName(of: node)
        else { return nil }
        let lowered = owner.lowercased()
        guard ["setting", "preference", "prefs", "defaults"].contains(where: { lowered.includes($0) }),
            !["view", "cell", "controller", "button", "label", "screen", "row"].contains(where: {
                lowered.hasSuffix($0)
            })
        else { return nil }
        // `let fontSize: CGFloat = 14` declared beside it is the design's constant.
        for variable in SourceFile.descendants(VariableDeclSyntax.self, of: Syntax(node).root) {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value,
                    value.is(IntegerLiteralExprSyntax.self)
                        || value.is(FloatLiteralExprSyntax.self)
                {
                    return nil
                }
            }
        }
        return owner
    }

    /// A call without arguments (`questionFontSize()`, `self.questionFontSize()`) of a function the
    /// file declares once, whose body reads a setting type's size: "`questionFontSize()`, from `Settings.fontSize`".
    private static func settingReadByHelper(_ size: ExprSyntax, in file: SourceFile) -> String? {
        guard let call = size.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        let callee =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
            }
        guard let callee else { return nil }
        let functions = file.descendants(FunctionDeclSyntax.self, of: file.tree).filter {
            $0.name.text == callee && $0.signature.parameterClause.parameters.isEmpty
        }
        guard functions.count == 1, let body = functions.first?.body else { return nil }
        for member in file.descendants(MemberAccessExprSyntax.self, of: body) {
            // The outermost read only: `Settings.fontSize`, not its `Settings` part.
            if member.parent?.is(MemberAccessExprSyntax.self) == true { continue }
            if let path = memberPath(ExprSyntax(member)), let setting = settingType(path) {
                return "`\(call.trimmedText)`, from `\(setting)`"
            }
        }
        return nil
    }

    /// `CGFloat(x)`, `(x)`, a local `let` bound to `x`, a few steps deep.
    private static func resolved(_ expression: ExprSyntax, depth: Int = 0) -> ExprSyntax {
        guard depth < 4 else { return expression }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            ["CGFloat", "Double", "Float", "Int"].contains(name), call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil
        {
            return resolved(only.expression, depth: depth + 1)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return resolved(inner.expression, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let value = LocalNames.binding(of: reference.baseName.text, before: Syntax(expression))?.initializer?.value
        {
            return resolved(value, depth: depth + 1)
        }
        return expression
    }

    /// `a.b.c` as its names (`rawValue` dropped), or nil for anything but plain member reads.
    private static func memberPath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        var base = expression
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
            let path = memberPath(inner)
        else { return nil }
        let name = member.declName.baseName.text
        return name == "rawValue" ? path : path + [name]
    }

    /// A property of the file kept by `@AppStorage`/`@SceneStorage` (the user's stored choice).
    private static func isStored(_ name: String, at node: Syntax, in file: SourceFile) -> Bool {
        file.variableDecls.contains { variable in
            variable.attributes.contains {
                let text = $0.trimmedText
                return text.hasPrefix("@AppStorage") || text.hasPrefix("@SceneStorage")
            }
                && variable.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }
        }
    }

    /// The declared type of a property `name` of the file (for `guard let style = style`).
    private static func propertyType(_ name: String, in file: SourceFile) -> String? {
        for variable in file.variableDecls {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = binding.typeAnnotation?.type.trimmedText { return type }
            }
        }
        return nil
    }
}
