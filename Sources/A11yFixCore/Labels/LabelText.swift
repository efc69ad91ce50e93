import A11yFixSyntax
import SwiftSyntax

/// How a new label's words are written, so they are translated with the rest of the app.
///
/// SwiftUI's `.accessibilityLabel("Share")` takes a `LocalizedStringKey`: the literal already is a
/// key, and in a project that localises, the key is new text for translators. UIKit and AppKit
/// take a plain `String`, so in such a project the label is written
/// `String(localized: "Share", comment: "…")` (`NSLocalizedString` before iOS 15 / macOS 12).
/// Either way the summary lists the new keys (`Fix.localizationKeys`).
/// A project that does not localise gets the plain literal. A project's own generated string enum
/// is used only for a member it declares with the same English text (`L10n.closeLabel` for
/// "Close"), never guessed: an invented key would not exist.
struct LabelText {
    /// The Swift expression to write.
    var code: String
    /// The new text translators must see; empty when the project does not localise.
    var localizationKeys: [String]

    static let translatorComment = "Accessibility label of an image-only button"

    /// Words that read the same wherever they are used, written as the code writes them: a
    /// literal without interpolation, a localized lookup (`NSLocalizedString`, `String(localized:)`),
    /// or a constant of a generated strings type (`L10n.refresh`). Not a variable, whose value the
    /// file does not show. Returns the Swift expression and the words the summary shows.
    static func writtenWords(_ expression: ExprSyntax) -> (code: String, phrase: String)? {
        if let literal = expression.stringLiteralValue?.trimmingSpaces {
            return literal.isEmpty ? nil : (SwiftLiteral.string(literal), literal)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calleeName == "NSLocalizedString"
                || call.calleeName == "String" && call.arguments.first?.label?.text == "localized"
        {
            return (
                expression.trimmedText, call.arguments.first?.expression.stringLiteralValue ?? expression.trimmedText
            )
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.trimmedText.first?.isUppercase == true, !base.trimmedText.contains("(")
        {
            return (expression.trimmedText, expression.trimmedText)
        }
        return nil
    }

    /// The project's generated member for `phrase` (`L10n.closeLabel`), when the file already
    /// uses that strings type or a target that compiles the type's declarations compiles the
    /// file: then the member is in scope, and translated like the rest.
    static func projectString(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        guard let path = context.index.generatedString(for: phrase), let root = path.split(separator: ".").first
        else { return nil }
        if file.containsText(root + ".") { return path }
        let targets = context.index.generatedStringTargets[String(root)] ?? []
        return targets.isDisjoint(with: context.compilingTargets) ? nil : path
    }

    /// A SwiftUI label's words as the project already translates them: its generated member
    /// (`L10n.closeLabel`), or the key of its string table (`"action.delete"`, a `LocalizedStringKey`)
    /// when the file looks its words up by such keys. Nil when the project has neither.
    static func swiftUIProjectWords(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        if let member = projectString(for: phrase, in: file, context: context) { return member }
        guard let key = catalogKey(for: phrase, in: file, context: context) else { return nil }
        // The project's wrapper when the file's keys go through one (its fallback, its bundle).
        if let form = LookupForm.dominant(in: file, keys: context.index.isTableKey), form.isWrapper {
            return form.code(key)
        }
        return SwiftLiteral.string(key)
    }

    /// The string table key for `phrase` that this file can use (see `ProjectIndex.catalogKey`).
    static func catalogKey(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        guard context.index.hasStringCatalogs else { return nil }
        return context.index.catalogKey(for: phrase, usedLiterals: localizedLiterals(in: file))
    }

    /// String literals the file hands to calls that look them up in the default table:
    /// `Text("key")`, `.accessibilityLabel("key")`, `NSLocalizedString("key", comment:)`,
    /// `String(localized: "key")`; not those with a `bundle:` or `tableName:`, which read another table.
    static func localizedLiterals(in file: SourceFile) -> Set<String> {
        file.memoized("LabelText.localizedLiterals") {
            var literals: Set<String> = []
            for call in file.functionCalls {
                guard let first = call.arguments.first, first.label == nil || first.label?.text == "localized",
                    let value = first.expression.stringLiteralValue,
                    !call.arguments.contains(where: { ["bundle", "tableName", "table"].contains($0.label?.text) })
                else { continue }
                literals.insert(value)
            }
            // `"key".loco()`, `String.localized("key")`: the project's own lookups read the table too.
            for lookup in LookupForm.lookups(in: file) where lookup.form.isWrapper { literals.insert(lookup.key) }
            return literals
        }
    }

    /// Why a new label with `phrase` would reach VoiceOver users in English only, or nil: the
    /// project keys its strings by name in `.strings` tables, so a literal is a key no table has,
    /// and no entry holds these words. Then the label is reported, not written (judged on real
    /// apps: English literals in apps that translate every string were sent back in review).
    static func untranslatedReason(for phrase: String, context: TransformContext) -> String? {
        guard context.index.newEnglishTextStaysUntranslated else { return nil }
        return "the project looks its strings up by key in .strings tables and none holds \"\(phrase)\"; "
            + "add an entry for translators and label it with that (an English literal would not be translated)"
    }

    /// `untranslatedReason` for a UIKit or AppKit label, which the project's own words (a generated
    /// member, a table key the file uses) would have translated.
    static func untranslatedPlatformReason(for phrase: String, in file: SourceFile, context: TransformContext)
        -> String?
    {
        guard projectString(for: phrase, in: file, context: context) == nil,
            catalogKey(for: phrase, in: file, context: context) == nil
        else { return nil }
        return untranslatedReason(for: phrase, context: context)
    }

    /// A UIKit or AppKit label at `node`.
    static func platformString(
        _ phrase: String, at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext
    ) -> LabelText {
        if let member = projectString(for: phrase, in: file, context: context) {
            return LabelText(code: member, localizationKeys: [])
        }
        let localizes = context.availability.isAvailable(.stringLocalized, at: node, in: file)
        if let key = catalogKey(for: phrase, in: file, context: context) {
            // A key the table already has: translated already, so no comment for translators. It is
            // looked up through the project's wrapper where the file's other keys go through one.
            if let form = LookupForm.dominant(in: file, keys: context.index.isTableKey), form.isWrapper {
                return LabelText(code: form.code(key), localizationKeys: [])
            }
            let literal = SwiftLiteral.string(key)
            return LabelText(
                code: localizes ? "String(localized: \(literal))" : "NSLocalizedString(\(literal), comment: \"\")",
                localizationKeys: [])
        }
        let literal = SwiftLiteral.string(phrase)
        guard context.index.localizesStrings else { return LabelText(code: literal, localizationKeys: []) }
        let comment = SwiftLiteral.string(translatorComment)
        let code =
            localizes
            ? "String(localized: \(literal), comment: \(comment))"
            : "NSLocalizedString(\(literal), comment: \(comment))"
        return LabelText(code: code, localizationKeys: [phrase])
    }
}
