import A11yFixCore
import Testing

/// A generated strings type (`L10n`) is internal to the target that compiles it: a file of that
/// target may use its members even when it uses none yet, a file of another target may not.
struct GeneratedStringTargetsTests {
    static let strings = """
        internal enum L10n {
          /// Delete
          internal static var a11yDelete: String { return L10n.tr("Localizable", "a11y_delete") }
          static func tr(_ table: String, _ key: String) -> String { key }
        }
        """
    static let keypad = """
        import SwiftUI

        struct Keypad: View {
            let delete: () -> Void

            var body: some View {
                Button(action: delete) {
                    Image(systemName: "delete.backward")
                }
            }
        }
        """

    static func output(
        compiledBy targets: Set<String>, stringsIn stringTargets: Set<String>, strings: String = strings,
        source: String = keypad
    ) -> String {
        let entry = FileIndexEntry(bytes: Array(strings.utf8))
        var index = ProjectIndex(entries: [entry, FileIndexEntry(bytes: Array(source.utf8))])
        index.noteTargets(stringTargets, compiling: entry)
        var context = TransformContext(index: index)
        context.compilingTargets = targets
        let outcome = Engine(transforms: [IconOnlyLabel.self], context: context).process(
            path: "Keypad.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else { return "" }
        return String(decoding: report.output, as: UTF8.self)
    }

    @Test func aFileOfTheTargetThatCompilesTheStringsUsesTheirMember() {
        #expect(
            Self.output(compiledBy: ["App"], stringsIn: ["App", "Widget"]).contains(
                ".accessibilityLabel(L10n.a11yDelete)"))
    }

    @Test func aFileOfAnotherTargetDoesNot() {
        let output = Self.output(compiledBy: ["Watch"], stringsIn: ["App"])
        #expect(!output.contains("L10n."))
        #expect(output.contains(".accessibilityLabel(\"Delete\")"))
    }

    /// Public members of a framework (`Shared-iOS`, `Shared-watchOS`) are reachable from a file of
    /// another target that imports the framework's module (`import Shared`), and from no other.
    @Test func publicStringsOfAnImportedFrameworkAreUsed() {
        let publicStrings = Self.strings.replacingOccurrences(of: "internal static var", with: "public static var")
        let importing = Self.keypad.replacingOccurrences(of: "import SwiftUI", with: "import Shared\nimport SwiftUI")
        let targets: Set<String> = ["Shared-iOS", "Shared-watchOS"]
        #expect(
            Self.output(compiledBy: ["App"], stringsIn: targets, strings: publicStrings, source: importing)
                .contains("L10n.a11yDelete"))
        #expect(
            !Self.output(compiledBy: ["App"], stringsIn: targets, strings: publicStrings).contains("L10n."))
        #expect(!Self.output(compiledBy: ["App"], stringsIn: targets, source: importing).contains("L10n."))
    }

    @Test func withoutTheProjectsFactsOnlyAFileThatUsesTheTypeDoes() {
        #expect(!Self.output(compiledBy: [], stringsIn: []).contains("L10n."))
    }

    /// `a11yfix why` says how labels are written: the tables, the generated types and their
    /// targets, and what becomes of words no entry holds.
    @Test func theProjectsStringsAreDescribed() {
        let entry = FileIndexEntry(bytes: Array(Self.strings.utf8))
        let lookup = FileIndexEntry(bytes: Array("let t = NSLocalizedString(\"a11y_delete\", comment: \"\")".utf8))
        var index = ProjectIndex(
            entries: [entry, lookup], stringCatalogs: [StringCatalog(texts: ["a11y_delete": "Delete", "ok": "OK"])])
        index.noteTargets(["App"], compiling: entry)
        #expect(
            index.stringsDescription
                == ".strings tables (2 keys, keyed by name); generated L10n (internal, compiled by 'App'); "
                + "words no entry holds are reported, not written in English")
        let catalog = ProjectIndex(
            entries: [lookup], stringCatalogs: [StringCatalog(texts: ["a11y_delete": "Delete"], isCatalog: true)])
        #expect(catalog.stringsDescription.hasSuffix("new words are literals translators get"))
        #expect(
            ProjectIndex(entries: []).stringsDescription.hasSuffix("the code looks nothing up: labels are literals"))
    }

    @Test func theTargetsAreInTheFingerprint() {
        let entry = FileIndexEntry(bytes: Array(Self.strings.utf8))
        let plain = ProjectIndex(entries: [entry])
        var noted = plain
        noted.noteTargets(["App"], compiling: entry)
        #expect(noted.fingerprint != plain.fingerprint)
    }
}
