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

    static func output(compiledBy targets: Set<String>, stringsIn stringTargets: Set<String>) -> String {
        let entry = FileIndexEntry(bytes: Array(strings.utf8))
        var index = ProjectIndex(entries: [entry, FileIndexEntry(bytes: Array(keypad.utf8))])
        index.noteTargets(stringTargets, compiling: entry)
        var context = TransformContext(index: index)
        context.compilingTargets = targets
        let outcome = Engine(transforms: [IconOnlyLabel.self], context: context).process(
            path: "Keypad.swift", bytes: Array(keypad.utf8))
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

    @Test func withoutTheProjectsFactsOnlyAFileThatUsesTheTypeDoes() {
        #expect(!Self.output(compiledBy: [], stringsIn: []).contains("L10n."))
    }

    @Test func theTargetsAreInTheFingerprint() {
        let entry = FileIndexEntry(bytes: Array(Self.strings.utf8))
        let plain = ProjectIndex(entries: [entry])
        var noted = plain
        noted.noteTargets(["App"], compiling: entry)
        #expect(noted.fingerprint != plain.fingerprint)
    }
}
