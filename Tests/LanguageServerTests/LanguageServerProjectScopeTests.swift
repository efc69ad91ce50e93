import A11yFixLSP
import A11yFixTestSupport
import Foundation
import Testing

/// The server sees the project as `fix` does: a file is left alone only when `fix` leaves it alone.
@Suite(.serialized)
struct LanguageServerProjectScopeTests {
    /// `Main.xcodeproj` lists `App/View.swift`; `Framework/Framework.xcodeproj`, beside it rather than
    /// above, compiles `Shared/Share.swift` through a `../Shared` group.
    static func projects() -> [String: String] {
        var main = PBXFixture()
        main.mainGroupChildren = ["G_App"]
        main.group("G_App", path: "App", children: ["F_View"])
        main.file("F_View", path: "View.swift")
        main.target("App", settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_View"])
        var framework = PBXFixture()
        framework.mainGroupChildren = ["G_Shared"]
        framework.group("G_Shared", path: "../Shared", children: ["F_Share"])
        framework.file("F_Share", path: "Share.swift")
        framework.target("Framework", productType: "com.apple.product-type.framework", settings: ["Debug": "SDKROOT = iphoneos;"],
                         sources: ["F_Share"])
        return ["Main.xcodeproj/project.pbxproj": main.text(), "Framework/Framework.xcodeproj/project.pbxproj": framework.text(),
                "App/View.swift": "import SwiftUI\n"]
    }

    @Test func aFileCompiledByAProjectBesideItsFolderIsAnalysed() throws {
        var files = Self.projects()
        files["Shared/Share.swift"] = LanguageServerProtocolTests.row
        let server = try LanguageServerHarness(files: files)
        let check = try Subprocess.run(LanguageServerHarness.executable, ["fix", "--check", "--no-cache", "Shared/Share.swift"],
                                       in: server.folder)
        #expect(check.output.contains("Shared/Share.swift:6:13: warning: icon-only button"), "\(check.output)")
        let published = try server.open("Shared/Share.swift", LanguageServerProtocolTests.row)
        #expect(published.diagnostics.map(\.code) == ["icon-only-label", "font-text-style"])
    }
}
