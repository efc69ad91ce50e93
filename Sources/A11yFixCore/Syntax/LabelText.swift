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
    /// The entries the run adds to the project's string table for this label.
    var tableEntries: [TableEntry] = []
    /// The table's key the words already have, when `code` looks it up in the main bundle's table
    /// as a SwiftUI `LocalizedStringKey` literal of it would (`NSLocalizedString("back", value: "Back", …)`).
    var mainBundleKey: String?

    static let translatorComment = "Accessibility label of an image-only button"
    /// The comment of a new table entry, and of the code that names its key: a reviewer finds it
    /// by the marker, in the code and in Xcode's catalog editor.
    static let tableComment =
        "Accessibility label added by a11yfix; [VERIFY] it says what the button does"

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
        // The project's lookup by its keys' enum case: `rmbLocalized(.optionsButtonHelp)` (`CaseKeyedLookups`).
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            CaseKeyedLookups.isLookupFunction(name), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            return (expression.trimmedText, member.declName.baseName.text)
        }
        // The project's own lookup of a key: `"general_delete".loco()`, `String.localized("menu_send")`.
        if let key = LookupForm.key(of: expression) { return (expression.trimmedText, key) }
        return nil
    }

    /// A value looked up for translation by a method named for it (`ad.hint.localized()`,
    /// `title.localized`): words the project translates, though the file does not show them.
    static func isLookup(_ expression: ExprSyntax) -> Bool {
        let member =
            expression.as(FunctionCallExprSyntax.self).flatMap {
                $0.arguments.isEmpty ? $0.calledExpression.as(MemberAccessExprSyntax.self) : nil
            } ?? expression.as(MemberAccessExprSyntax.self)
        guard let member, member.base != nil else { return false }
        return ["localized", "localizedString", "loc"].contains(member.declName.baseName.text)
    }

    /// The project's generated member for `phrase` (`L10n.closeLabel`), when the file already
    /// uses that strings type or a target that compiles the type's declarations compiles the
    /// file: then the member is in scope, and translated like the rest.
    static func projectString(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        guard let path = generatedMember(for: phrase, in: file, context: context),
            let root = path.split(separator: ".").first
        else { return nil }
        if file.containsText(root + ".") { return path }
        let targets = context.index.generatedStringTargets[String(root)] ?? []
        if !targets.isDisjoint(with: context.compilingTargets) { return path }
        // Without a project file the module is its top folder (`ProjectScope`): a file under it uses the member.
        if context.compilingTargets.isEmpty,
            file.path.split(separator: "/").dropLast().contains(where: {
                targets.contains(String($0))
            })
        {
            return path
        }
        // Public members of a framework the file imports: `import Shared` for the targets
        // `Shared-iOS` and `Shared-watchOS` (a module is named for its target, less a platform suffix).
        guard context.index.publicGeneratedStrings.contains(String(root)) else { return nil }
        let imported = importedModules(of: file)
        let reachable = targets.contains { target in
            imported.contains { module in
                target == module || target.hasPrefix(module + "-") || target.hasPrefix(module + "_")
            }
        }
        return reachable ? path : nil
    }

    /// The generated member saying `phrase`: the project's one top-level (or top-level accessibility)
    /// member, else of the deeper ones (`L10n.Localizable.ConfirmationDialog.Button.delete`,
    /// `…Alert.Title.delete`) the one this file uses already, the one kept for accessibility
    /// (`L10n.Accessibility.Common.close`), or the one in a namespace for controls' words
    /// (`…Button.delete`, `…Controls.Actions.save`). Another screen's member is not reused (it may be
    /// translated for that screen). Nil when none, or still several: a guess (judged on unseen apps:
    /// deep SwiftGen tables holding "Delete" and "Clear" were left unused, and the labels reported).
    static func generatedMember(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        if let path = context.index.generatedString(for: phrase) { return path }
        let candidates = context.index.generatedStrings(saying: phrase)
        guard !candidates.isEmpty else { return nil }
        let used = candidates.filter { uses($0, in: file) }
        if used.count == 1 { return used[0] }
        if let accessibility = context.index.accessibilityGeneratedString(for: phrase) { return accessibility }
        let controlNamespaces: Set<String> = ["button", "buttons", "action", "actions", "controls"]
        let controls = candidates.filter { path in
            path.split(separator: ".").dropFirst().dropLast().contains { controlNamespaces.contains($0.lowercased()) }
        }
        return controls.count == 1 ? controls[0] : nil
    }

    /// Whether `file`'s code spells the member `path` (`L10n.Common.save`; not in a comment).
    private static func uses(_ path: String, in file: SourceFile) -> Bool {
        guard file.containsText(path) else { return false }
        let members = file.memoized("LabelText.memberPaths") {
            Set(
                file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case .identifier = token.tokenKind,
                        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                        member.declName.baseName.id == token.id, member.base != nil
                    else { return nil }
                    return member.trimmedText.filter { !$0.isWhitespace }
                })
        }
        return members.contains(path)
    }

    /// The modules `file` imports at its top level.
    static func importedModules(of file: SourceFile) -> Set<String> {
        file.memoized("LabelText.importedModules") {
            Set(
                file.tree.statements.compactMap { item in
                    item.item.as(ImportDeclSyntax.self)?.path.first?.name.text
                })
        }
    }

    /// A SwiftUI label's words as the project already translates them: its generated member
    /// (`L10n.closeLabel`), or the key of its string table (`"action.delete"`, a `LocalizedStringKey`)
    /// when the file looks its words up by such keys. Nil when the project has neither.
    static func swiftUIProjectWords(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        if let member = projectString(for: phrase, in: file, context: context) { return member }
        if let words = caseKeyedWords(for: phrase, in: file, context: context) { return words }
        if let resource = typedResource(for: phrase, in: file, context: context) { return "Text(\(resource))" }
        guard let key = catalogKey(for: phrase, in: file, context: context) else { return nil }
        // The project's wrapper when the file's keys go through one (its fallback, its bundle).
        if let form = LookupForm.dominant(in: file, keys: context.index.isTableKey), form.isWrapper {
            return form.code(key)
        }
        return SwiftLiteral.string(key)
    }

    /// The project's lookup of `phrase` through its function given a case of its keys' enum
    /// (`rmbLocalized(.removeReminderButton)`), in a file that calls that function already, so it
    /// is in scope; see `ProjectIndex.caseKeyedWords(for:)`.
    static func caseKeyedWords(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        guard let callee = context.index.caseKeyedFunction, file.containsText(callee + "(.") else { return nil }
        return context.index.caseKeyedWords(for: phrase)
    }

    /// The project's typed lookup of `phrase` (`.app(.done)` for "Done"), through a function the
    /// file already calls so (`Text(.app(.title))`): a generated type (xcstrings-tool's) the file
    /// sees, and a key the catalog translates. Nil when none, or several, hold the words.
    static func typedResource(for phrase: String, in file: SourceFile, context: TransformContext) -> String? {
        let functions = file.memoized("LabelText.typedFunctions") {
            Set(
                file.functionCalls.compactMap { call -> String? in
                    guard ViewSymbolLabels.isTypedResource(ExprSyntax(call)) else { return nil }
                    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                })
        }
        guard !functions.isEmpty else { return nil }
        let resources = context.index.typedResources(saying: phrase, through: functions)
        return resources.count == 1 ? resources[0] : nil
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
        // Words looked up through the project's own function by its keys' cases: Foundation's
        // lookup, or a literal, would bypass what the function adds (an in-app language, a bundle).
        if let callee = context.index.caseKeyedFunction {
            if let words = context.index.caseKeyedWords(for: phrase) {
                return "the project looks its words up through `\(callee)(.…)`, which this file does not call; "
                    + "label it with \(words) where that function is in scope"
            }
            return "the project looks its words up through `\(callee)(.…)` and none of the keys it hands that "
                + "function holds \"\(phrase)\"; add one for translators and label it with it"
        }
        // A distant table is the file's only where the file looks its keys up: it refuses nothing.
        let table = context.newStrings.flatMap { $0.isDistant ? nil : $0 }
        if context.index.localizesStrings || table?.isCatalog == true, let refusal = table?.refusal {
            return "\(refusal), so no entry for \"\(phrase)\" is added to it; label it by hand"
        }
        // The run adds an entry for translators (`tableWords`).
        if table != nil { return nil }
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
            caseKeyedWords(for: phrase, in: file, context: context) == nil,
            catalogKey(for: phrase, in: file, context: context) == nil
        else { return nil }
        return untranslatedReason(for: phrase, context: context)
    }

    /// A UIKit or AppKit label at `node`, looked up the way the code around it looks its words
    /// up (`LabelLookup`): its type's, file's, target's or project's lookup.
    static func platformString(
        _ phrase: String, at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext
    ) -> LabelText {
        if let member = projectString(for: phrase, in: file, context: context) {
            return LabelText(code: member, localizationKeys: [])
        }
        if let words = caseKeyedWords(for: phrase, in: file, context: context) {
            return LabelText(code: words, localizationKeys: [])
        }
        let lookup =
            LabelLookup.of(node, in: file, context: context)
            ?? StringLookup(
                kind: context.availability.isAvailable(.stringLocalized, at: node, in: file)
                    ? .stringLocalized : .nsLocalizedString)
        if let key = catalogKey(for: phrase, in: file, context: context) {
            // A key the table already has: translated already, so no comment for translators. It is
            // looked up through the project's wrapper where the file's other keys go through one.
            if let form = LookupForm.dominant(in: file, keys: context.index.isTableKey), form.isWrapper {
                return LabelText(code: form.code(key), localizationKeys: [])
            }
            return LabelText(code: lookup.code(key, comment: nil), localizationKeys: [])
        }
        guard context.index.localizesStrings else {
            return LabelText(code: SwiftLiteral.string(phrase), localizationKeys: [])
        }
        // A new key's English default needs `String(localized:defaultValue:)`, a version later.
        let keyLookup =
            lookup.kind == .stringLocalized
                && !context.availability.isAvailable(.stringLocalizedDefaultValue, at: node, in: file)
            ? lookup.beforeStringLocalized : lookup
        if let words = tableWords(for: phrase, in: file, context: context, lookup: keyLookup) { return words }
        // Words a table keyed by its English text holds already, spelled as there ("Log Out" for
        // "Log out"): that key is translated.
        if let key = context.index.textKey(saying: phrase) {
            return LabelText(code: lookup.code(key, comment: nil), localizationKeys: [])
        }
        var text = LabelText(code: lookup.code(phrase, comment: translatorComment), localizationKeys: [phrase])
        if let entry = tableEntry(key: phrase, phrase: phrase, in: file, context: context) {
            text.tableEntries = [entry]
        }
        return text
    }

    /// A label's words through the folder's string table, where the code looks its keys up by name:
    /// the key whose name says the phrase (`map_controller.center_user_location`), else a new key
    /// with its entry for translators, looked up with the English text as its default (other
    /// languages show that until translated) through the module's own lookup (`OBALoc`), which
    /// names its bundle. Nil where keys are the English text (a literal is the key) or there is no
    /// table; the caller then writes the phrase.
    /// Where several keys hold the words, the one in `namespace` (the namespace a two-state label's
    /// other words share: `player.controls.play` beside `player.controls.pause`).
    /// `lookup`: how the code around a UIKit or AppKit label looks its words up (nil for SwiftUI),
    /// whose `String(localized:defaultValue:)` a new key is written with where the code uses it.
    static func tableWords(
        for phrase: String, in file: SourceFile, context: TransformContext, namespace preferred: String? = nil,
        lookup: StringLookup? = nil
    ) -> LabelText? {
        guard let table = newStrings(for: file, context: context), table.refusal == nil, !table.keysAreText,
            context.index.localizesStrings || table.isCatalog
        else { return nil }
        var sameWords = table.texts.keys.filter { $0 != table.texts[$0] && Self.sameWords(table.texts[$0]!, phrase) }
        if sameWords.count > 1, let preferred {
            sameWords = sameWords.filter { keyNamespace($0) == preferred }
        }
        if let key = sameWords.count == 1 ? sameWords.first : table.keyNaming(phrase), let text = table.texts[key] {
            if let form = LookupForm.dominant(in: file, keys: { table.texts[$0] != nil }) {
                return LabelText(code: form.code(key), localizationKeys: [])
            }
            let bundle = moduleBundle(in: file)
            var words = LabelText(
                code: Self.lookup(
                    key, value: text, comment: translatorComment, table: table, through: lookup, bundle: bundle),
                localizationKeys: [])
            // A literal SwiftUI looks up in the main bundle: never a package target's key.
            if table.wrapper == nil, bundle == nil { words.mainBundleKey = key }
            return words
        }
        let namespaces = localizedLiterals(in: file).filter { table.texts[$0] != nil && $0.contains(".") }
            .map { String($0[..<$0.lastIndex(of: ".")!]) }
        let counts = Dictionary(namespaces.map { ($0, 1) }, uniquingKeysWith: +)
        let namespace = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        guard let key = table.newKey(for: phrase, namespace: namespace),
            let entry = tableEntry(key: key, phrase: phrase, in: file, context: context)
        else { return nil }
        var text = LabelText(
            code: Self.lookup(
                key, value: phrase, comment: tableComment, table: table, through: lookup,
                bundle: moduleBundle(in: file)),
            localizationKeys: [phrase])
        text.tableEntries = [entry]
        return text
    }

    /// The table `file`'s new words go to: the folder's, or a distant one (`NewStringTable.isDistant`)
    /// only where the file already looks up one of its keys (else a literal, as without a table).
    static func newStrings(for file: SourceFile, context: TransformContext) -> NewStringTable? {
        guard let table = context.newStrings else { return nil }
        guard table.isDistant else { return table }
        return localizedLiterals(in: file).contains { table.texts[$0] != nil } ? table : nil
    }

    /// The namespace holding keys for every phrase (`player.controls` for "Pause" and "Play"), the
    /// shortest where several do; nil when none does.
    static func sharedNamespace(of phrases: [String], context: TransformContext) -> String? {
        guard let table = context.newStrings else { return nil }
        let namespaces = phrases.map { phrase in
            Set(
                table.texts.keys.filter { $0 != table.texts[$0] && sameWords(table.texts[$0]!, phrase) }
                    .map(keyNamespace))
        }
        guard let first = namespaces.first else { return nil }
        let shared = namespaces.dropFirst().reduce(first) { $0.intersection($1) }
        return shared.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// `player.controls` of `player.controls.play`; "" for a key with no dot.
    static func keyNamespace(_ key: String) -> String {
        key.lastIndex(of: ".").map { String(key[..<$0]) } ?? ""
    }

    /// Words as VoiceOver says them: case, spaces and punctuation aside.
    static func sameWords(_ lhs: String, _ rhs: String) -> Bool {
        func comparable(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        return comparable(lhs) == comparable(rhs)
    }

    /// `OBALoc("key", value: "English", comment: "…")`, or `NSLocalizedString` with those arguments;
    /// `String(localized: "key", defaultValue: "English", comment: "…")` where the code around looks
    /// its words up with `String(localized:)` (`through`), with the bundle it names.
    /// `moduleBundle`: the package target's bundle as the file names it (`.module`), for a lookup
    /// that names none.
    private static func lookup(
        _ key: String, value: String, comment: String, table: NewStringTable, through code: StringLookup? = nil,
        bundle moduleBundle: String? = nil
    ) -> String {
        let (keyLiteral, valueLiteral, commentLiteral) = (
            SwiftLiteral.string(key), SwiftLiteral.string(value), SwiftLiteral.string(comment)
        )
        if table.wrapper == nil, code == nil, let moduleBundle {
            return
                "NSLocalizedString(\(keyLiteral), bundle: \(moduleBundle), value: \(valueLiteral), comment: \(commentLiteral))"
        }
        if table.wrapper == nil, let code, code.isFoundation {
            let bundle = (code.bundle ?? moduleBundle).map { ", bundle: \($0)" } ?? ""
            if code.kind == .stringLocalized {
                return
                    "String(localized: \(keyLiteral), defaultValue: \(valueLiteral)\(bundle), comment: \(commentLiteral))"
            }
            return "NSLocalizedString(\(keyLiteral)\(bundle), value: \(valueLiteral), comment: \(commentLiteral))"
        }
        return
            "\(table.wrapper ?? "NSLocalizedString")(\(keyLiteral), value: \(valueLiteral), comment: \(commentLiteral))"
    }

    /// The bundle a Swift package target's file looks its words up in, as it names it (`.module` of
    /// `Text("key", bundle: .module)`, `Bundle.module`): a lookup without it reads the main bundle, which
    /// holds none of the target's keys, so the words would never be translated.
    static func moduleBundle(in file: SourceFile) -> String? {
        guard file.containsText("module") else { return nil }
        for written in ["Bundle.module", ".module"] where file.containsText("bundle: " + written) {
            return written
        }
        return nil
    }

    /// The entry for `key` the run adds to the folder's table; nil without one that takes entries,
    /// or in a project that localizes nothing (a String Catalog is localizing: SwiftUI reads it).
    static func tableEntry(key: String, phrase: String, in file: SourceFile, context: TransformContext)
        -> TableEntry?
    {
        guard let table = newStrings(for: file, context: context), table.refusal == nil,
            context.index.localizesStrings || table.isCatalog
        else { return nil }
        return TableEntry(table: table.path, key: key, value: phrase, comment: tableComment)
    }
}
