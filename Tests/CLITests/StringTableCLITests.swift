import Foundation
import Testing

/// New labels go through the project's string tables (issue 32, part 3): a label whose words no
/// entry holds gets a new entry in the table the code reads, in the same run, and the code names
/// its key as the project's code does; a second run adds nothing; a table that does not parse is
/// left alone and its labels are reported.
@Suite struct StringTableCLITests {
    /// A project root without a project file: the folder holds `.git`.
    static func project() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return scratch
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Inbox" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Posteingang"
                  }
                }
              }
            },
            "Zoom" : {

            }
          },
          "version" : "1.0"
        }
        """

    static let archiveEntry = """
            "Archive" : {
              "comment" : "Accessibility label added by a11yfix; [VERIFY] it says what the button does",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Archive"
                  }
                }
              }
            },

        """

    /// SwiftUI with a String Catalog in English and German: the literal is the key, and the catalog
    /// gets its entry in Xcode's layout and order, every other byte as it was.
    @Test func aSwiftUILabelGetsItsCatalogEntry() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/InboxView.swift",
            """
            import SwiftUI

            struct InboxView: View {
                var body: some View {
                    VStack {
                        Text("Inbox")
                        Button(action: archive) {
                            Image(systemName: "archivebox")
                        }
                    }
                }

                func archive() {}
            }

            """)
        try scratch.write("App/Localizable.xcstrings", Self.catalog)
        let diff = try CLI.run(["fix", "--diff", "--no-cache", "."], in: scratch.url)
        #expect(diff.stdout.contains("+++ b/App/Localizable.xcstrings"), "\(diff.stdout)")
        #expect(diff.stderr.contains("\"Archive\" = \"Archive\" in App/Localizable.xcstrings"), "\(diff.stderr)")
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try scratch.read("App/InboxView.swift").contains(#".accessibilityLabel("Archive")"#))
        let expected = Self.catalog.replacingOccurrences(
            of: "    \"Inbox\" : {", with: Self.archiveEntry + "    \"Inbox\" : {")
        #expect(try scratch.read("App/Localizable.xcstrings") == expected)
        let again = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(try scratch.read("App/Localizable.xcstrings") == expected)
    }

    /// A cached rerun takes the catalog as read from the cache: the same diff and report, whether
    /// an entry can be added (Xcode's layout) or not (one line), and every file from the cache.
    @Test(arguments: [false, true])
    func aCachedRerunReadsTheCatalogFromTheCacheAndSaysTheSame(oneLine: Bool) throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/InboxView.swift",
            """
            import SwiftUI

            struct InboxView: View {
                var body: some View {
                    Button(action: archive) {
                        Image(systemName: "archivebox")
                    }
                }

                func archive() {}
            }

            """)
        let catalog = oneLine ? Self.catalog.split(separator: "\n").joined(separator: " ") : Self.catalog
        try scratch.write("App/Localizable.xcstrings", catalog)
        let cache = scratch.url.appendingPathComponent("cache").path
        let run = { try CLI.run(["fix", "--diff", "--cache-path", cache, "App"], in: scratch.url) }
        let first = try run(), second = try run()
        #expect(first.stdout.contains("+++ b/App/Localizable.xcstrings") == !oneLine, "\(first.stdout)")
        #expect(second.stdout == first.stdout)
        #expect(second.status == first.status)
        #expect(second.stderr.contains("1 from cache"), "\(second.stderr)")
        #expect(
            second.stderr.replacingOccurrences(of: ", 1 from cache", with: "") == first.stderr,
            "\(second.stderr)")
    }

    /// A check run keeps what adding the entries came to (each entry's line) under the table's bytes:
    /// a rerun reports the same lines from the cache, and once the catalog changes, the lines a run
    /// without the cache reports.
    @Test func aCachedCheckRerunReportsTheTableLinesOfTheTableAsItIs() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/InboxView.swift",
            """
            import SwiftUI

            struct InboxView: View {
                var body: some View {
                    Button(action: archive) {
                        Image(systemName: "archivebox")
                    }
                }

                func archive() {}
            }

            """)
        try scratch.write("App/Localizable.xcstrings", Self.catalog)
        let cache = scratch.url.appendingPathComponent("cache").path
        let check = ["fix", "--check", "--summary", "none"]
        let run = { try CLI.run(check + ["--cache-path", cache, "App"], in: scratch.url) }
        let first = try run(), second = try run()
        #expect(first.stdout.contains("App/Localizable.xcstrings:11:1: warning: adds \"Archive\""), "\(first.stdout)")
        #expect(second.stdout == first.stdout)
        #expect(second.status == first.status)
        #expect(second.stderr.contains("1 from cache"), "\(second.stderr)")
        let grown = Self.catalog.replacingOccurrences(
            of: "    \"Inbox\" : {", with: "    \"Aardvark\" : {\n\n    },\n    \"Inbox\" : {")
        try scratch.write("App/Localizable.xcstrings", grown)
        let third = try run()
        let uncached = try CLI.run(check + ["--no-cache", "App"], in: scratch.url)
        #expect(third.stdout == uncached.stdout)
        #expect(third.stdout.contains("App/Localizable.xcstrings:14:1: warning: adds \"Archive\""), "\(third.stdout)")
    }

    static let uikitController = """
        import UIKit

        final class InboxController: UIViewController {
            let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = NSLocalizedString("inbox.title", comment: "Title of the inbox")
                let archive = UIButton(type: .system)
                archive.setImage(UIImage(systemName: "archivebox"), for: .normal)
                view.addSubview(archive)
                let filter = UIButton(type: .system)
                filter.setImage(UIImage(systemName: "line.3.horizontal.decrease.circle"), for: .normal)
                view.addSubview(filter)
            }
        }

        """

    static let strings = """
        /* Title of the inbox */
        "inbox.title" = "Inbox";

        /* Filters the list */
        "inbox.filter" = "Filter";

        """

    /// UIKit with `en.lproj/Localizable.strings` keyed by name: a label whose words an entry holds
    /// uses its key; one whose words none holds gets a key in the file's namespace, looked up with
    /// its English default, and an entry with a comment line above it.
    @Test func aUIKitLabelGetsANamedKeyAndItsStringsEntry() throws {
        let scratch = try Self.project()
        try scratch.write("App/InboxController.swift", Self.uikitController)
        try scratch.write("App/en.lproj/Localizable.strings", Self.strings)
        try scratch.write("App/de.lproj/Localizable.strings", "\"inbox.title\" = \"Posteingang\";\n")
        // Standard input writes no other file: there the key the table has is used as a run over the
        // file uses it, and the label that needs a new entry is reported, saying what would make it.
        let piped = try CLI.run(
            ["fix", "--check", "--assume-filename", "App/InboxController.swift", "-"], stdin: Self.uikitController,
            in: scratch.url)
        #expect(
            piped.stdout.contains(
                #"(not applied: it adds "inbox.archive" to en.lproj/Localizable.strings for translators, and this run writes only the file; `a11yfix fix` on the file makes both)"#
            ), "\(piped.stdout)")
        let pipedFix = try CLI.run(
            ["fix", "--summary", "none", "--assume-filename", "App/InboxController.swift", "-"],
            stdin: Self.uikitController, in: scratch.url)
        #expect(pipedFix.stdout.contains(#""inbox.filter""#), "\(pipedFix.stdout)")
        #expect(!pipedFix.stdout.contains(#""inbox.archive""#), "\(pipedFix.stdout)")
        let why = try CLI.run(["why", "App/InboxController.swift:10"], in: scratch.url)
        #expect(
            why.stdout.contains(
                "  table      App/en.lproj/Localizable.strings (keyed by name); new words get an entry here"),
            "\(why.stdout)")
        #expect(why.stdout.contains("uikit-button-label                 fixed at 10:9"), "\(why.stdout)")
        let check = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                #"App/en.lproj/Localizable.strings:8:1: warning: adds "inbox.archive" = "Archive" for translators"#),
            "\(check.stdout)")
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("fixed App/en.lproj/Localizable.strings (1 entry added)"), "\(fixed.stdout)")
        let code = try scratch.read("App/InboxController.swift")
        #expect(
            code.contains(
                #"archive.accessibilityLabel = NSLocalizedString("inbox.archive", value: "Archive", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does")"#
            ), "\(code)")
        // The key an entry has: looked up as the file looks up its others.
        #expect(
            code.contains(#"filter.accessibilityLabel = NSLocalizedString("inbox.filter", comment: "")"#), "\(code)")
        #expect(
            try scratch.read("App/en.lproj/Localizable.strings")
                == Self.strings + """

                    /* Accessibility label added by a11yfix; [VERIFY] it says what the button does */
                    "inbox.archive" = "Archive";

                    """)
        #expect(try scratch.read("App/de.lproj/Localizable.strings") == "\"inbox.title\" = \"Posteingang\";\n")
        let again = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(again.status == 0, "\(again.stdout)")
    }

    /// A table that does not parse: one warning naming it, nothing written to it, and the labels
    /// of the folders it serves are reported.
    @Test func aBrokenTableIsLeftAloneAndItsLabelsReported() throws {
        let scratch = try Self.project()
        try scratch.write("App/InboxController.swift", Self.uikitController)
        try scratch.write("App/en.lproj/Localizable.strings", "\"inbox.title\" = ")
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(
            fixed.stderr.components(separatedBy: "App/en.lproj/Localizable.strings: not a strings file").count == 2,
            "\(fixed.stderr)")
        #expect(fixed.stdout.contains("en.lproj/Localizable.strings does not parse"), "\(fixed.stdout)")
        #expect(try scratch.read("App/en.lproj/Localizable.strings") == "\"inbox.title\" = ")
        #expect(!(try scratch.read("App/InboxController.swift")).contains("archive.accessibilityLabel"))
    }

    /// An empty String Catalog (a file Xcode fills from the code's literals as it builds) is no broken
    /// table: the label is the literal, Xcode's to extract, and the file stays empty.
    @Test func anEmptyCatalogTakesLiteralLabels() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/FilterRow.swift",
            """
            import SwiftUI

            struct FilterRow: View {
                @Binding var names: [String]
                let name: String

                var body: some View {
                    Button {
                        names.removeAll { $0 == name }
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                }
            }

            """)
        try scratch.write("App/Localizable.xcstrings", "")
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(!fixed.stderr.contains("Localizable.xcstrings"), "\(fixed.stderr)")
        #expect(try scratch.read("App/FilterRow.swift").contains(#".accessibilityLabel("Remove")"#))
        #expect(try scratch.read("App/Localizable.xcstrings") == "")
    }

    /// SwiftGen's `L10n` and its `.strings`: words the enum has are its member; new words are looked up
    /// in the same table by plain `NSLocalizedString`, so the code compiles without regenerating.
    @Test func aSwiftGenProjectReusesItsMemberAndAddsToItsTable() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/Generated/Strings.swift",
            """
            import Foundation

            internal enum L10n {
              /// Close
              internal static let close = L10n.tr("Localizable", "close", fallback: "Close")
              /// Settings
              internal static let settingsTitle = L10n.tr("Localizable", "settings_title", fallback: "Settings")
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                NSLocalizedString(key, tableName: table, bundle: .main, value: value, comment: "")
              }
            }

            """)
        try scratch.write(
            "App/en.lproj/Localizable.strings", "\"close\" = \"Close\";\n\"settings_title\" = \"Settings\";\n")
        try scratch.write(
            "App/SettingsController.swift",
            """
            import UIKit

            final class SettingsController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = L10n.settingsTitle
                    let close = UIButton(type: .system)
                    close.setImage(UIImage(systemName: "xmark"), for: .normal)
                    view.addSubview(close)
                    let archive = UIButton(type: .system)
                    archive.setImage(UIImage(systemName: "archivebox"), for: .normal)
                    view.addSubview(archive)
                }
            }

            """)
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let code = try scratch.read("App/SettingsController.swift")
        #expect(code.contains("close.accessibilityLabel = L10n.close"), "\(code)")
        #expect(
            code.contains(#"archive.accessibilityLabel = NSLocalizedString("archive", value: "Archive""#), "\(code)")
        #expect(try scratch.read("App/en.lproj/Localizable.strings").hasSuffix("\"archive\" = \"Archive\";\n"))
        #expect(!(try scratch.read("App/Generated/Strings.swift")).contains("archive"))
    }

    /// The project's own strings type and lookup function (`Strings.refresh = Loc(…)` in a module
    /// another imports): its member is used for words it has, in both modules; new words in its own
    /// module go through the function, which names the module's bundle; in the other module, which
    /// has no table of its own, they are reported.
    @Test func aProjectWrapperIsReusedAndWritesNewKeys() throws {
        let scratch = try Self.project()
        try scratch.write(
            "Core/Strings/Strings.swift",
            """
            import Foundation

            func Loc(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
            }

            public class Strings {
                public static let refresh = Loc("common.refresh", value: "Refresh", comment: "The verb")
            }

            """)
        try scratch.write(
            "Core/Strings/en.lproj/Localizable.strings",
            "/* The verb */\n\"common.refresh\" = \"Refresh\";\n")
        let bar = """
            import SwiftUI

            struct MapBar: View {
                var body: some View {
                    HStack {
                        Button(action: refresh) {
                            Image(systemName: "arrow.clockwise")
                        }
                        Button(action: archive) {
                            Image(systemName: "archivebox")
                        }
                    }
                }

                func refresh() {}
                func archive() {}
            }

            """
        try scratch.write("Core/Screens/MapBar.swift", bar)
        try scratch.write("App/MapScreen.swift", "import Core\n" + bar)
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let code = try scratch.read("Core/Screens/MapBar.swift")
        #expect(code.contains(".accessibilityLabel(Strings.refresh)"), "\(code)")
        #expect(
            code.contains(#".accessibilityLabel(Loc("accessibility.archive", value: "Archive", comment: "#), "\(code)")
        #expect(
            try scratch.read("Core/Strings/en.lproj/Localizable.strings").hasSuffix(
                "\"accessibility.archive\" = \"Archive\";\n"))
        let other = try scratch.read("App/MapScreen.swift")
        #expect(other.contains(".accessibilityLabel(Strings.refresh)"), "\(other)")
        #expect(!other.contains("Archive"), "\(other)")
        #expect(fixed.stdout.contains("App/MapScreen.swift:10:"), "\(fixed.stdout)")
        let again = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(!again.stdout.contains("Localizable.strings"), "\(again.stdout)")
    }

    /// An app that looks nothing up and has no table keeps plain literals, and no table is made.
    @Test func aNonLocalizedAppKeepsLiterals() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/InboxController.swift",
            Self.uikitController.replacingOccurrences(
                of: #"NSLocalizedString("inbox.title", comment: "Title of the inbox")"#, with: #""Inbox""#))
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try scratch.read("App/InboxController.swift").contains(#"archive.accessibilityLabel = "Archive""#))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("App/en.lproj").path))
    }

    /// A sparse English table (only the keys whose English differs from them) beside translations
    /// that hold every key: the translations' keys that read as words are English text, so the
    /// project keys by English text and a label with such words is that literal key.
    @Test func aSparseSourceTableReadsTheTranslationsKeys() throws {
        let scratch = try Self.project()
        try scratch.write(
            "App/PlayerView.swift",
            """
            import SwiftUI

            struct PlayerView: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack {
                        Text("Now playing")
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "xmark.circle.fill")
                        }
                    }
                }
            }

            """)
        try scratch.write(
            "App/en.lproj/Localizable.strings", "\"WelcomeText\" = \"Pick a song.\";\n\"HintText\" = \"Swipe up.\";\n")
        try scratch.write(
            "App/it.lproj/Localizable.strings",
            "\"WelcomeText\" = \"Scegli.\";\n\"HintText\" = \"Scorri.\";\n\"Now playing\" = \"In riproduzione\";\n"
                + "\"Dismiss\" = \"Annulla\";\n\"Play\" = \"Riproduci\";\n")
        let diff = try CLI.run(["fix", "--diff", "--no-cache", "."], in: scratch.url)
        #expect(diff.stdout.contains(".accessibilityLabel(\"Dismiss\")"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("NSLocalizedString(\"dismiss\""), "\(diff.stdout)")
        // "Dismiss" is a key the tables have already: no entry is added for it.
        #expect(!diff.stdout.contains("Localizable.strings"), "\(diff.stdout)")
    }
}
