import A11yFixTestSupport
import Foundation
import Testing

/// The project model seen from the command line: code kinds, platforms from the project, the
/// `targets` listing, project-file warnings, and cross-file knowledge reaching the transforms.
@Suite struct ProjectModelCLITests {
    let icon = """
        import SwiftUI

        struct ShareButton: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            func share() {}
        }

        """

    @Test func testsPreviewsAndDocumentationAreLeftAloneAndCounted() throws {
        let scratch = try Scratch()
        try scratch.write("App/ShareButton.swift", icon)
        try scratch.write("AppTests/ShareButtonTests.swift", icon)
        try scratch.write("App/Helpers.swift", "import XCTest\n" + icon)
        try scratch.write("Docs/App.docc/Resources/Step1.swift", icon)
        try scratch.write(
            "App/Previews.swift",
            "import SwiftUI\n\n#Preview {\n    Button(action: share) {\n        Image(systemName: \"square.and.arrow.up\")\n    }\n}\n"
        )
        let check = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("App/ShareButton.swift"))
        #expect(
            !check.stdout.contains("Tests") && !check.stdout.contains("docc") && !check.stdout.contains("Previews")
                && !check.stdout.contains("Helpers"))
        #expect(
            check.stderr.contains(
                "2 files scanned, 1 would change, 0 failed, 2 skipped as tests, 1 as documentation, previews and debug-only code left alone in 1 file"
            ))

        let all = try CLI.run(
            ["fix", "--no-cache", "--summary", "none", "--include-tests", "--include-previews", "."], in: scratch.url)
        #expect(all.status == 0)
        #expect(try scratch.read("AppTests/ShareButtonTests.swift").contains(".accessibilityLabel("))
        #expect(try scratch.read("App/Previews.swift").contains(".accessibilityLabel("))
        // Documentation is never touched.
        #expect(try scratch.read("Docs/App.docc/Resources/Step1.swift") == icon)
    }

    /// An app only UI tests launch is test code: left alone and counted as tests, with its reason
    /// in `targets` and `why`; `--include-tests` fixes it. The app the project ships is not.
    @Test func uiTestHostsAreLeftAloneAsTests() throws {
        let scratch = try Scratch()
        let iOS = "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_App", "F_Gallery"]
        fixture.file("F_App", path: "App/ShareButton.swift")
        fixture.file("F_Gallery", path: "Gallery/GalleryScreen.swift")
        for (app, file) in [("App", "F_App"), ("Gallery", "F_Gallery")] {
            fixture.target(app, settings: ["Debug": iOS], sources: [file])
            fixture.target(
                "\(app)UITests", productType: "com.apple.product-type.bundle.ui-testing",
                settings: ["Debug": iOS + " TEST_TARGET_NAME = \(app);"], dependencies: [app])
        }
        try scratch.write("App.xcodeproj/project.pbxproj", fixture.text())
        try scratch.write("App/ShareButton.swift", icon)
        try scratch.write("Gallery/GalleryScreen.swift", icon)

        let check = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("App/ShareButton.swift") && !check.stdout.contains("Gallery"))
        #expect(
            check.stderr.contains("1 file scanned, 1 would change, 0 failed, 1 skipped as tests"), "\(check.stderr)")

        let targets = try CLI.run(["targets", "."], in: scratch.url)
        #expect(
            targets.stdout.contains(
                "./Gallery/GalleryScreen.swift  [test]\n  platforms  iOS  target 'Gallery' (App.xcodeproj)\n"),
            "\(targets.stdout)")
        #expect(
            targets.stdout.contains(
                "  left alone: UI-test host (launched only by GalleryUITests' TEST_TARGET_NAME); --include-tests processes it"
            ), "\(targets.stdout)")
        #expect(targets.stdout.contains("./App/ShareButton.swift  [shipping]"))
        #expect(targets.stdout.components(separatedBy: "left alone").count == 2)

        let why = try CLI.run(["why", "Gallery/GalleryScreen.swift:5"], in: scratch.url)
        #expect(
            why.stdout.contains(
                "  kind       test: UI-test host (launched only by GalleryUITests' TEST_TARGET_NAME)"),
            "\(why.stdout)")
        #expect(why.stdout.contains("every transform: left alone as test code"))

        let all = try CLI.run(["fix", "--no-cache", "--summary", "none", "--include-tests", "."], in: scratch.url)
        #expect(all.status == 0)
        #expect(try scratch.read("Gallery/GalleryScreen.swift").contains(".accessibilityLabel("))
    }

    /// Without a project, a folder named like a UI-test host is test code; one named like a word
    /// that only begins the same way is not.
    @Test func aFolderNamedLikeAUITestHostIsTestCode() throws {
        let scratch = try Scratch()
        try scratch.write("FooUITestHost/Screen.swift", icon)
        try scratch.write("TestAppearance/Swatch.swift", icon)
        let check = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(check.stdout.contains("TestAppearance/Swatch.swift") && !check.stdout.contains("FooUITestHost"))
        #expect(
            check.stderr.contains("1 file scanned, 1 would change, 0 failed, 1 skipped as tests"), "\(check.stderr)")
        let why = try CLI.run(["why", "FooUITestHost/Screen.swift:5"], in: scratch.url)
        #expect(
            why.stdout.contains(
                "  kind       test: UI-test host (folder 'FooUITestHost' is named like one and no project says otherwise)"
            ),
            "\(why.stdout)")
    }

    /// A String Catalog found in the folder names a label by its key; a broken one is one warning.
    @Test func stringTablesInTheFolderAreReadForLabels() throws {
        let scratch = try Scratch()
        let keyed = icon.replacingOccurrences(
            of: "Button(action: share)", with: "Text(\"share.title\")\n        Button(action: share)")
        try scratch.write("App/ShareButton.swift", keyed)
        try scratch.write(
            "App/Resources/Localizable.xcstrings",
            #"""
            { "sourceLanguage" : "en", "strings" : {
              "share.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Sharing" } } } },
              "share.action" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Share" } } } } } }
            """#)
        try scratch.write("App/fr.lproj/Localizable.strings", "this is not read")
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0)
        #expect(try scratch.read("App/ShareButton.swift").contains(#".accessibilityLabel("share.action")"#))
        #expect(!fixed.stderr.contains("warning"))

        try scratch.write("App/ShareButton.swift", keyed)
        try scratch.write("App/en.lproj/Localizable.strings", "\"broken\" = ")
        let warned = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning: ./App/en.lproj/Localizable.strings: not a strings file"))
        #expect(try scratch.read("App/ShareButton.swift").contains(#".accessibilityLabel("share.action")"#))
    }

    /// A package's String Catalog (`Kit/…/App.xcstrings`) reached through a generated type gives a
    /// loose app file that calls that type (`Text(.app(.title))`) its words: `Text(.app(.share))`.
    @Test func aPackagesCatalogIsReadForTypedLookups() throws {
        let scratch = try Scratch()
        let typed = icon.replacingOccurrences(
            of: "Button(action: share)", with: "Text(.app(.title))\n        Button(action: share)")
        try scratch.write("App/ShareButton.swift", typed)
        try scratch.write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try scratch.write(
            "Kit/Sources/Kit/App.xcstrings",
            #"""
            { "sourceLanguage" : "en", "strings" : {
              "title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Sharing" } } } },
              "share" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Share" } } } } } }
            """#)
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(fixed.status == 0)
        #expect(try scratch.read("App/ShareButton.swift").contains(".accessibilityLabel(Text(.app(.share)))"))
        #expect(!fixed.stderr.contains("warning"))
    }

    @Test func targetsListsEachFileAndCountsAFolder() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Package.swift",
            """
            let package = Package(name: "Kit", platforms: [.iOS(.v16), .macOS(.v13)],
                                  targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])

            """)
        try scratch.write("Sources/Kit/Card.swift", "import SwiftUI\n")
        try scratch.write("Tests/KitTests/CardTests.swift", "import XCTest\n")
        let result = try CLI.run(["targets", "."], in: scratch.url)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                ./Sources/Kit/Card.swift  [shipping]
                  platforms  iOS, macOS  target 'Kit' (Package.swift)
                  iOS        16      Package.swift (Package.swift)
                  macOS      13      Package.swift (Package.swift)
                """))
        #expect(result.stdout.contains("./Tests/KitTests/CardTests.swift  [test]"))
        #expect(
            result.stdout.contains(
                """
                3 Swift files:
                  platforms: iOS+macOS 2, from code 1
                  code kinds: shipping 2, test 1
                  platforms from: project targets 2, flags or .a11yfix.yml 0, code and defaults 1
                """))
        let summary = try CLI.run(["targets", ".", "--summary", "--platforms", "visionos"], in: scratch.url)
        #expect(summary.stdout.hasPrefix("3 Swift files:\n  platforms: visionOS 3\n"))
    }

    @Test func aMacOSOnlyProjectGetsNoIOSOnlyFixes() throws {
        let scratch = try Scratch()
        // touch-target writes iOS 44 pt frames: never in code the project builds for macOS only,
        // where the button is measured against macOS's 20 pt minimum and only reported.
        let source = """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    Button(action: openSettings) {
                        Image(systemName: "gear")
                    }
                    .frame(width: 16, height: 16)
                }

                func openSettings() {}
            }

            """
        try scratch.write("Mac/Toolbar.swift", source)
        try scratch.write(
            "Package.swift",
            "let package = Package(name: \"M\", platforms: [.macOS(.v13)], targets: [.target(name: \"M\", path: \"Mac\")])\n"
        )
        let mac = try CLI.run(
            ["fix", "--check", "--no-cache", "--only", "touch-target", "--enable", "touch-target", "."], in: scratch.url
        )
        #expect(mac.status == 0)
        #expect(mac.stdout.contains("below the 20 × 20 pt macOS minimum"))
        #expect(!mac.stdout.contains("minWidth: 44"))
        let phone = try CLI.run(
            ["fix", "--check", "--no-cache", "--only", "touch-target", "--platforms", "ios", "."], in: scratch.url)
        #expect(phone.stdout.contains("[touch-target]"))
    }

    @Test func brokenProjectFilesAreOneWarningEachAndTheRunGoesOn() throws {
        let scratch = try Scratch()
        try scratch.write("App.xcodeproj/project.pbxproj", "{ objects = ")
        try scratch.write("App/ShareButton.swift", icon)
        let result = try CLI.run(["fix", "--check", "--no-cache", "."], in: scratch.url)
        #expect(result.status == 1)  // the fix is still found: the file falls back to imports and defaults
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("App.xcodeproj") == true)
    }

    @Test func aProjectsOwnReduceMotionHelperInAnotherFileIsNotGatedAgain() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Motion.swift",
            """
            import SwiftUI

            extension Animation {
                static var gentle: Animation? {
                    UIAccessibility.isReduceMotionEnabled ? nil : .spring()
                }
            }

            """)
        let view = """
            import SwiftUI

            struct Panel: View {
                @State private var open = false
                var body: some View {
                    Text("Panel")
                        .onTapGesture { withAnimation(.gentle) { open.toggle() } }
                        .animation(.easeInOut, value: open)
                }
            }

            """
        try scratch.write("Panel.swift", view)
        let result = try CLI.run(
            ["fix", "--check", "--no-cache", "--summary", "none", "--only", "motion-gate", "."], in: scratch.url)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)  // only the plain .easeInOut animation
        #expect(lines.first?.contains(".animation(.easeInOut) ignores Reduce Motion") == true)
    }
}
