import Testing

@testable import A11yFixCore

/// A new UIKit label is looked up the way the code around it looks its words up: its type's, then
/// its file's, then its target's (most of the target's files), then the project's lookup.
struct StringLookupTests {
    static let button = """
        import UIKit

        final class ShareBar: UIView {
            let shareButton = UIButton(type: .system)

            func build() {
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
            }
        }
        """

    static func file(calling lookup: String) -> String {
        "import UIKit\n\nlet title = \(lookup)\n"
    }

    /// `ShareBar.swift` of `target`, in a project whose other files are `files` (source → targets).
    static func label(in target: Set<String>, files: [(source: String, targets: Set<String>)]) -> String {
        let entries = files.map { FileIndexEntry(bytes: Array($0.source.utf8)) }
        var index = ProjectIndex(entries: entries + [FileIndexEntry(bytes: Array(button.utf8))])
        for (entry, file) in zip(entries, files) { index.noteStringLookup(ofFileIn: file.targets, entry: entry) }
        var context = TransformContext(index: index)
        context.compilingTargets = target
        context.targets.targets[.iOS] = .init(version: OSVersion(15), source: "test")
        let outcome = Engine(transforms: [UIKitButtonLabel.self], context: context).process(
            path: "ShareBar.swift", bytes: Array(button.utf8))
        guard case let .processed(report) = outcome else { return "" }
        let output = String(decoding: report.output, as: UTF8.self)
        return output.split(separator: "\n").first { $0.contains("accessibilityLabel") }.map(String.init) ?? ""
    }

    @Test func aFileThatLooksNothingUpFollowsItsTarget() {
        let files = [
            (Self.file(calling: "NSLocalizedString(\"Inbox\", comment: \"\")"), Set(["App"])),
            (Self.file(calling: "NSLocalizedString(\"Outbox\", comment: \"\")"), Set(["App"])),
            (Self.file(calling: "String(localized: \"Today\")"), Set(["Widget"])),
        ]
        #expect(Self.label(in: ["App"], files: files).contains("NSLocalizedString(\"Share\", comment:"))
        #expect(Self.label(in: ["Widget"], files: files).contains("String(localized: \"Share\", comment:"))
    }

    /// A target whose files look nothing up follows the project's files.
    @Test func aTargetThatLooksNothingUpFollowsTheProject() {
        let files = [
            (Self.file(calling: "NSLocalizedString(\"Inbox\", comment: \"\")"), Set(["App"])),
            (Self.file(calling: "NSLocalizedString(\"Outbox\", comment: \"\")"), Set(["App"])),
        ]
        #expect(Self.label(in: ["Share"], files: files).contains("NSLocalizedString(\"Share\", comment:"))
    }

    /// A project wrapper is another module's, perhaps: only the file or type that calls it uses it.
    @Test func aTargetsWrapperIsNotTakenForAFileThatDoesNotCallIt() {
        let wrapper = "extension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"
        let files = [
            (Self.file(calling: "\"Inbox\".localized"), Set(["App"])),
            (Self.file(calling: "\"Outbox\".localized"), Set(["App"])), (wrapper, Set(["App"])),
        ]
        let label = Self.label(in: ["App"], files: files)
        #expect(!label.contains(".localized"))
        #expect(label.contains("NSLocalizedString(\"Share\", comment:"))
    }

    @Test func lookupsAreCountedByHowTheyAreWritten() {
        let source = """
            func NSLocalizedString(_ key: String, comment: String) -> String { key }
            let a = NSLocalizedString("a", bundle: .module, comment: "")
            let b = NSLocalizedString("b", tableName: "Settings", bundle: Bundle(for: Probe.self), comment: "")
            let main = NSLocalizedString("main", bundle: .main, comment: "")
            let c = String(localized: "c", bundle: .module)
            let d = "d".localized
            let e = "e".loco()
            let f = L.tr("f")
            let g = "g".localizedCapitalized
            let h = String.localizedStringWithFormat("%d", 1)
            """
        let counts = StringLookupCounter(bytes: Array(source.utf8)).counts()
        #expect(
            counts == [
                StringLookup(kind: .nsLocalizedString, bundle: ".module"): 1,
                StringLookup(kind: .nsLocalizedString, bundle: "Bundle(for: Probe.self)"): 1,
                StringLookup(kind: .nsLocalizedString): 1,
                StringLookup(kind: .stringLocalized, bundle: ".module"): 1,
                StringLookup(kind: .keyProperty, name: "localized"): 1,
                StringLookup(kind: .keyMethod, name: "loco"): 1,
                StringLookup(kind: .staticCall, name: "L.tr"): 1,
            ])
    }

    @Test func aLookupIsWrittenWithItsBundle() {
        #expect(
            StringLookup(kind: .stringLocalized, bundle: ".module").code("Share", comment: "Label")
                == "String(localized: \"Share\", bundle: .module, comment: \"Label\")")
        #expect(
            StringLookup(kind: .nsLocalizedString, bundle: ".module").code("share", comment: nil)
                == "NSLocalizedString(\"share\", bundle: .module, comment: \"\")")
        #expect(StringLookup(kind: .staticCall, name: "L.tr").code("Share", comment: "Label") == "L.tr(\"Share\")")
    }

    @Test func theFilesLookupSurvivesTheCache() {
        let entry = FileIndexEntry(bytes: Array(Self.file(calling: "NSLocalizedString(\"a\", comment: \"\")").utf8))
        #expect(entry.stringLookup == StringLookup(kind: .nsLocalizedString).encoded)
        #expect(FileIndexEntry(encoded: entry.encoded())?.stringLookup == entry.stringLookup)
        #expect(
            StringLookup(encoded: "nsLocalizedString||.module")
                == StringLookup(kind: .nsLocalizedString, bundle: ".module"))
    }

    /// A package target's file names its bundle in its lookups; a new lookup names it the same way,
    /// and an app's file, which mentions no bundle, names none.
    @Test func aPackageTargetsBundleIsNamedAsItsFileNamesIt() {
        let shortForm = SourceFile(path: "A.swift", text: "let t = Text(\"compose.title\", bundle: .module)\n")
        let longForm = SourceFile(path: "B.swift", text: "let t = Text(\"a\", bundle: Bundle.module, comment: \"\")\n")
        let app = SourceFile(path: "C.swift", text: "let t = Text(\"a\") // a module\n")
        #expect(LabelText.moduleBundle(in: shortForm) == ".module")
        #expect(LabelText.moduleBundle(in: longForm) == "Bundle.module")
        #expect(LabelText.moduleBundle(in: app) == nil)
    }
}
