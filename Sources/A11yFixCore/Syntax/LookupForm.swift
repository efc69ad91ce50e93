import A11yFixSyntax
import SwiftSyntax

/// How a file turns a string table key into text: `String(localized: "key")`,
/// `NSLocalizedString("key", comment: …)`, or the project's own wrapper (`String.localized("key")`,
/// `"key".loco()`, `"key".localized`). A label that reuses a key is written the way the file's
/// neighbours write theirs, wrappers' fallbacks and bundles included (judged on real apps: a bare
/// `String(localized:)` beside a project wrapper was sent back).
enum LookupForm: Hashable {
    case stringLocalized
    case nsLocalizedString
    /// `String.localized(` … `)`: a static function given the key.
    case staticCall(String)
    /// `"key".loco()`: a method called on the key.
    case keyMethod(String)
    /// `"key".localized`: a property read on the key.
    case keyProperty(String)

    /// The expression that looks `key` up.
    func code(_ key: String) -> String {
        let literal = SwiftLiteral.string(key)
        return switch self {
        case .stringLocalized: "String(localized: \(literal))"
        case .nsLocalizedString: "NSLocalizedString(\(literal), comment: \"\")"
        case let .staticCall(callee): "\(callee)(\(literal))"
        case let .keyMethod(name): "\(literal).\(name)()"
        case let .keyProperty(name): "\(literal).\(name)"
        }
    }

    /// A project wrapper, whose lookup SwiftUI's `LocalizedStringKey` would bypass.
    var isWrapper: Bool {
        switch self {
        case .staticCall, .keyMethod, .keyProperty: true
        case .stringLocalized, .nsLocalizedString: false
        }
    }

    /// Every key lookup in `file`: the form and the key literal it reads.
    static func lookups(in file: SourceFile) -> [(form: LookupForm, key: String)] {
        file.memoized("LookupForm.lookups") {
            var found: [(form: LookupForm, key: String)] = []
            for call in file.functionCalls {
                if let (form, key) = form(of: call) { found.append((form, key)) }
            }
            // `"key".localized`: a property read on a literal is no call.
            guard file.containsText("\".") else { return found }
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .period {
                guard let member = token.parent?.as(MemberAccessExprSyntax.self),
                    let key = member.base?.stringLiteralValue, !key.isEmpty,
                    member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(member).id
                else { continue }
                found.append((.keyProperty(member.declName.baseName.text), key))
            }
            return found
        }
    }

    /// The table key `expression` looks up, when it is one of the lookups above and, for a
    /// project wrapper, one named for localizing (`localized`, `loco`, `tr`): a call not checked
    /// against the tables may be anything else given a string.
    static func key(of expression: ExprSyntax) -> String? {
        guard let (form, key) = lookup(expression) else { return nil }
        switch form {
        case .stringLocalized, .nsLocalizedString: return key
        case let .staticCall(callee): return isLocalizingName(callee) ? key : nil
        case let .keyMethod(name), let .keyProperty(name): return isLocalizingName(name) ? key : nil
        }
    }

    private static func lookup(_ expression: ExprSyntax) -> (LookupForm, String)? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return form(of: call) }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = member.base?.stringLiteralValue,
            !key.isEmpty
        {
            return (.keyProperty(member.declName.baseName.text), key)
        }
        return nil
    }

    private static func isLocalizingName(_ name: String) -> Bool {
        let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        // `localized`, `loco`, `localize`; not `location`, `locale` or `lock`, which read a string for other ends.
        let other = ["location", "locale", "lock"].contains { last.hasPrefix($0) }
        return (last.hasPrefix("loc") && !other) || last == "tr" || last.contains("translat")
    }

    private static func form(of call: FunctionCallExprSyntax) -> (LookupForm, String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `"key".loco()`
            if let key = member.base?.stringLiteralValue, call.arguments.isEmpty {
                return key.isEmpty ? nil : (.keyMethod(member.declName.baseName.text), key)
            }
            // `String.localized("key")`, `Strings.text("key")`
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
                call.arguments.count == 1, let first = call.arguments.first, first.label == nil,
                let key = first.expression.stringLiteralValue, !key.isEmpty
            {
                return (.staticCall(member.trimmedText), key)
            }
            return nil
        }
        guard let first = call.arguments.first, let key = first.expression.stringLiteralValue, !key.isEmpty,
            !call.arguments.contains(where: { ["bundle", "tableName", "table"].contains($0.label?.text) })
        else { return nil }
        if call.calleeName == "NSLocalizedString", first.label == nil { return (.nsLocalizedString, key) }
        if call.calleeName == "String", first.label?.text == "localized" { return (.stringLocalized, key) }
        return nil
    }

    /// The form most of the file's lookups of `keys` use; nil when none, or two tie.
    static func dominant(in file: SourceFile, keys isKey: (String) -> Bool) -> LookupForm? {
        var counts: [LookupForm: Int] = [:]
        for lookup in lookups(in: file) where isKey(lookup.key) { counts[lookup.form, default: 0] += 1 }
        let ranked = counts.sorted { $0.value > $1.value }
        guard let top = ranked.first, ranked.count < 2 || ranked[1].value < top.value else { return nil }
        return top.key
    }
}
