import A11yFixTestSupport
import Foundation
import Testing

/// A target compiled as Swift 4 (`SWIFT_VERSION = 4.0`): `targets` names the mode, and fixes use
/// the UIKit names that mode compiles; the same code in a Swift 5 target gets today's names.
@Suite struct LanguageModeCLITests {
    let drawer = """
        import UIKit

        final class Drawer: UIView {
            func open() {
                UIView.animate(withDuration: 0.3) {
                    self.transform = CGAffineTransform(translationX: 240, y: 0)
                }
            }
        }

        """

    @Test func aSwift4TargetGetsTheOldSpellings() throws {
        let scratch = try Scratch()
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_Old", "F_New"]
        fixture.file("F_Old", path: "Old/Drawer.swift")
        fixture.file("F_New", path: "New/Drawer.swift")
        let iOS = "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 11.0;"
        fixture.target("Old", settings: ["Debug": iOS + " SWIFT_VERSION = 4.0;"], sources: ["F_Old"])
        fixture.target("New", settings: ["Debug": iOS + " SWIFT_VERSION = 5.0;"], sources: ["F_New"])
        try scratch.write("App.xcodeproj/project.pbxproj", fixture.text())
        try scratch.write("Old/Drawer.swift", drawer)
        try scratch.write("New/Drawer.swift", drawer)

        let targets = try CLI.run(["targets", "Old/Drawer.swift"], in: scratch.url)
        #expect(
            targets.stdout.contains(
                "  Swift      4       SWIFT_VERSION in project.pbxproj target 'Old' (App.xcodeproj)"),
            "\(targets.stdout)")

        let fix = try CLI.run(
            ["fix", "--no-cache", "--summary", "none", "--only", "motion-gate-uikit", "."], in: scratch.url)
        #expect(fix.status == 0)
        #expect(
            try scratch.read("Old/Drawer.swift").contains(
                "withDuration: UIAccessibilityIsReduceMotionEnabled() ? 0 : 0.3"))
        #expect(
            try scratch.read("New/Drawer.swift").contains(
                "withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3"))
    }
}
