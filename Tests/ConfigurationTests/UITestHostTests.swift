import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// Apps that exist only for UI tests to launch are test code; the app a project ships, which its
/// UI tests launch too, is not.
@Suite struct UITestHostTests {
    static let iOS = "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
    static let macOS = "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0;"
    static let uiTesting = "com.apple.product-type.bundle.ui-testing"

    /// `apps`: each app, compiling `<app>/<app>View.swift`, with its UI-test bundle `<app>UITests`,
    /// whose TEST_TARGET_NAME names it.
    static func fixture(apps: [String], settings: String = iOS, dependencies: [String: [String]] = [:]) -> PBXFixture {
        var fixture = PBXFixture()
        for app in apps {
            fixture.mainGroupChildren.append("F_\(app)")
            fixture.file("F_\(app)", path: "\(app)/\(app)View.swift")
            fixture.target(
                app, settings: ["Debug": settings, "Release": settings], sources: ["F_\(app)"],
                dependencies: dependencies[app] ?? [])
            fixture.target(
                "\(app)UITests", productType: uiTesting,
                settings: ["Debug": settings + " TEST_TARGET_NAME = \(app);"], dependencies: [app])
        }
        return fixture
    }

    /// Each target's host reason, by name.
    static func reasons(_ tree: Tree, _ xcodeproj: String) -> [String: String?] {
        Dictionary(
            uniqueKeysWithValues: XcodeProject.load(xcodeproj: tree.path(xcodeproj)).targets.map {
                ($0.name, $0.testHostReason)
            })
    }

    /// A shared scheme that runs `launched` and tests `tested` (target ids), laid out as Xcode
    /// writes it: one attribute a line.
    static func scheme(launched: String, tested: [String] = []) -> String {
        func reference(_ id: String) -> String {
            """
                        <BuildableReference
                           BuildableIdentifier = "primary"
                           BlueprintIdentifier = "\(id)"
                           BlueprintName = "\(id.dropFirst(2))"
                           ReferencedContainer = "container:Project.xcodeproj">
                        </BuildableReference>
            """
        }
        let testables = tested.map {
            "<TestableReference\n   skipped = \"NO\">\n\(reference($0))\n</TestableReference>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1500" version = "1.7">
               <BuildAction parallelizeBuildables = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry
                        buildForTesting = "YES"
                        buildForRunning = "YES"
                        buildForProfiling = "YES"
                        buildForArchiving = "YES">
            \(reference(launched))
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction buildConfiguration = "Debug">
                  <Testables>
            \(testables.joined(separator: "\n"))
                  </Testables>
               </TestAction>
               <LaunchAction buildConfiguration = "Debug">
                  <BuildableProductRunnable runnableDebuggingMode = "0">
            \(reference(launched))
                  </BuildableProductRunnable>
               </LaunchAction>
            </Scheme>
            """
    }

    @Test func anAppOnlyUITestsLaunchBesideTheProjectsAppIsAHost() throws {
        let tree = try Tree(["App.xcodeproj/project.pbxproj": Self.fixture(apps: ["App", "Gallery"]).text()])
        let reasons = Self.reasons(tree, "App.xcodeproj")
        #expect(reasons["Gallery"] == "launched only by GalleryUITests' TEST_TARGET_NAME")
        // The app named like the project is what it ships, although its UI tests launch it too.
        #expect(reasons["App"] == .some(nil))
        #expect(reasons["GalleryUITests"] == .some(nil))

        let resolver = ConfigurationResolver()
        let host = try #require(resolver.projectFacts(forFile: tree.path("Gallery/GalleryView.swift")))
        #expect(host.isTest)
        #expect(host.testHostReason == "UI-test host (launched only by GalleryUITests' TEST_TARGET_NAME)")
        let app = try #require(resolver.projectFacts(forFile: tree.path("App/AppView.swift")))
        #expect(!app.isTest)
        #expect(app.testHostReason == nil)

        // An app that hosts unit tests is a product: they test the code it ships.
        var hosting = Self.fixture(apps: ["App", "Gallery"])
        hosting.target("GalleryTests", productType: "com.apple.product-type.bundle.unit-test", settings: ["Debug": ""])
        let text = hosting.text().replacingOccurrences(
            of: "\t\tPROJECT = { isa = PBXProject;",
            with: "\t\tPROJECT = { isa = PBXProject; attributes = { TargetAttributes = { T_GalleryTests = "
                + "{ TestTargetID = T_Gallery; }; }; };")
        let unitTested = try Tree(["App.xcodeproj/project.pbxproj": text])
        #expect(Self.reasons(unitTested, "App.xcodeproj")["Gallery"] == .some(nil))
    }

    @Test func theAppTheAppSchemeLaunchesShipsAndWithoutOneNothingIsAHost() throws {
        let text = Self.fixture(apps: ["Main", "Host"]).text()
        let schemes = "Project.xcodeproj/xcshareddata/xcschemes/"
        let tree = try Tree([
            "Project.xcodeproj/project.pbxproj": text,
            schemes + "Main.xcscheme": Self.scheme(launched: "T_Main", tested: ["T_MainUITests"]),
            // A scheme for testing may launch the host without making it shipping.
            schemes + "HostUITests.xcscheme": Self.scheme(launched: "T_Host", tested: ["T_HostUITests"]),
        ])
        let reasons = Self.reasons(tree, "Project.xcodeproj")
        #expect(reasons["Main"] == .some(nil))
        #expect(reasons["Host"] == "launched only by HostUITests' TEST_TARGET_NAME")

        // Nothing says which of two apps, both launched by UI tests, ships: both are shipping. An
        // app beside them that no UI test launches says nothing either.
        var sketch = Self.fixture(apps: ["Main", "Host"])
        sketch.target("Sketch", settings: ["Debug": Self.iOS])
        let unsure = try Tree(["Project.xcodeproj/project.pbxproj": sketch.text()])
        #expect(Self.reasons(unsure, "Project.xcodeproj").values.allSatisfy { $0 == nil })

        // A scheme that is not for testing launching the second app makes it shipping too.
        let both = try Tree([
            "Project.xcodeproj/project.pbxproj": text,
            schemes + "Main.xcscheme": Self.scheme(launched: "T_Main", tested: ["T_MainUITests"]),
            schemes + "Host TestFlight.xcscheme": Self.scheme(launched: "T_Host"),
        ])
        #expect(Self.reasons(both, "Project.xcodeproj").values.allSatisfy { $0 == nil })
    }

    @Test func anAppThatEmbedsAnExtensionShipsAndAnAppForAnotherPlatformIsNoHost() throws {
        var fixture = Self.fixture(apps: ["Reader", "Playground"], dependencies: ["Reader": ["Widget"]])
        fixture.target(
            "Widget", productType: "com.apple.product-type.app-extension", settings: ["Debug": Self.iOS])
        fixture.target("ReaderMac", settings: ["Debug": Self.macOS])
        fixture.target(
            "ReaderMacUITests", productType: Self.uiTesting,
            settings: ["Debug": Self.macOS + " TEST_TARGET_NAME = ReaderMac;"])
        let tree = try Tree(["Books.xcodeproj/project.pbxproj": fixture.text()])
        let reasons = Self.reasons(tree, "Books.xcodeproj")
        // Reader embeds the widget: the app that ships it, though named unlike the project.
        #expect(reasons["Reader"] == .some(nil))
        #expect(reasons["Playground"] == "launched only by PlaygroundUITests' TEST_TARGET_NAME")
        // A Mac app beside an iOS app is the Mac edition of the product, not a host.
        #expect(reasons["ReaderMac"] == .some(nil))
    }

    @Test func testTargetNameFromAnXcconfigAndTheTargetApplicationPickerCount() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["X_UI"]
        fixture.file("X_UI", path: "UITests.xcconfig")
        fixture.target("App", settings: ["Debug": Self.iOS])
        fixture.target("Demo", settings: ["Debug": Self.iOS])
        fixture.target("Stage", settings: ["Debug": Self.iOS])
        fixture.target("DemoUITests", productType: Self.uiTesting, settings: ["Debug": ""], base: ["Debug": "X_UI"])
        fixture.target("StageUITests", productType: Self.uiTesting, settings: ["Debug": Self.iOS])
        let text = fixture.text().replacingOccurrences(
            of: "\t\tPROJECT = { isa = PBXProject;",
            with: "\t\tPROJECT = { isa = PBXProject; attributes = { TargetAttributes = { T_StageUITests = "
                + "{ TestTargetID = T_Stage; }; }; };")
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": text,
            "UITests.xcconfig": "SDKROOT = iphoneos\nTEST_TARGET_NAME = Demo\n",
        ])
        let reasons = Self.reasons(tree, "App.xcodeproj")
        #expect(reasons["Demo"] == "launched only by DemoUITests' TEST_TARGET_NAME")
        #expect(reasons["Stage"] == "launched only by StageUITests' target application")
        #expect(reasons["App"] == .some(nil))
    }

    @Test func aUITestBundleWithoutTargetNameLaunchesItsSchemesApp() throws {
        var fixture = PBXFixture()
        fixture.target("App", settings: ["Debug": Self.iOS])
        fixture.target("Catalog", settings: ["Debug": Self.iOS])
        fixture.target("CatalogUITests", productType: Self.uiTesting, settings: ["Debug": Self.iOS])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(),
            "App.xcworkspace/xcshareddata/xcschemes/Catalog UI Tests.xcscheme": Self.scheme(
                launched: "T_Catalog", tested: ["T_CatalogUITests"]),
        ])
        let reasons = Self.reasons(tree, "App.xcodeproj")
        #expect(reasons["Catalog"] == "launched only by CatalogUITests in scheme 'Catalog UI Tests'")
        #expect(reasons["App"] == .some(nil))
    }

    @Test func anAppNamedLikeAHostIsOneUnlessSomethingShippingDependsOnIt() throws {
        var fixture = PBXFixture()
        fixture.target("Shop", settings: ["Debug": Self.iOS])
        fixture.target("AnimationsTestHost", settings: ["Debug": Self.iOS])
        fixture.target("SampleTestApp", settings: ["Debug": Self.iOS])
        fixture.target("Kiosk", settings: ["Debug": Self.iOS], dependencies: ["SampleTestApp"])
        fixture.target(
            "ShopUITests", productType: Self.uiTesting, settings: ["Debug": Self.iOS],
            dependencies: ["AnimationsTestHost"])
        let tree = try Tree(["Shop.xcodeproj/project.pbxproj": fixture.text()])
        let reasons = Self.reasons(tree, "Shop.xcodeproj")
        #expect(
            reasons["AnimationsTestHost"]
                == "target 'AnimationsTestHost' is named like one and no shipping target depends on it")
        #expect(reasons["SampleTestApp"] == .some(nil))
        #expect(reasons["Shop"] == .some(nil))
    }

    /// An app named for a framework of the project and a demo word shows that framework's views to
    /// its developers: its code is no product's, while the app that ships the framework is.
    @Test func anAppNamedForAFrameworkItsProductShipsIsAShowcase() throws {
        let framework = "com.apple.product-type.framework"
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_Demo", "F_Kit"]
        fixture.file("F_Demo", path: "StoreUIApplication/DemoViewController.swift")
        fixture.file("F_Kit", path: "StoreUI/Badge.swift")
        fixture.target("StoreUI", productType: framework, settings: ["Debug": Self.iOS], sources: ["F_Kit"])
        fixture.target("Store", settings: ["Debug": Self.iOS], dependencies: ["StoreUI"])
        fixture.target("StoreUIApplication", settings: ["Debug": Self.iOS], sources: ["F_Demo"])
        // Named for a framework, but with no demo word: a product of its own.
        fixture.target("StoreUIKiosk", settings: ["Debug": Self.iOS])
        let tree = try Tree(["Store.xcodeproj/project.pbxproj": fixture.text()])
        let reasons = Self.reasons(tree, "Store.xcodeproj")
        #expect(
            reasons["StoreUIApplication"]
                == "component showcase ('StoreUIApplication' is named for the framework 'StoreUI', which the app 'Store' ships; no target embeds it)"
        )
        #expect(reasons["Store"] == .some(nil))
        #expect(reasons["StoreUIKiosk"] == .some(nil))
        #expect(reasons["StoreUI"] == .some(nil))
        let resolver = ConfigurationResolver()
        let demo = try #require(
            resolver.projectFacts(forFile: tree.path("StoreUIApplication/DemoViewController.swift")))
        #expect(demo.isTest)
        #expect(demo.testHostReason?.hasPrefix("component showcase (") == true)
        #expect(resolver.projectFacts(forFile: tree.path("StoreUI/Badge.swift"))?.isTest == false)

        // No app that plainly ships uses the framework (the project is named otherwise): nothing
        // says the demo is not the product.
        let unsure = try Tree(["Other.xcodeproj/project.pbxproj": fixture.text()])
        #expect(Self.reasons(unsure, "Other.xcodeproj")["StoreUIApplication"] == .some(nil))

        // A target that embeds the demo ships it.
        var embedded = fixture
        embedded.target("Bundle", settings: ["Debug": Self.iOS], dependencies: ["StoreUIApplication"])
        let shipped = try Tree(["Store.xcodeproj/project.pbxproj": embedded.text()])
        #expect(Self.reasons(shipped, "Store.xcodeproj")["StoreUIApplication"] == .some(nil))
    }

    /// A project called `TestApp` ships its `TestApp`: a host name says nothing against what the
    /// project says it ships.
    @Test func anAppNamedLikeAHostThatShipsItselfIsNoHost() throws {
        var fixture = PBXFixture()
        fixture.target("TestApp", settings: ["Debug": Self.iOS])
        let tree = try Tree(["TestApp.xcodeproj/project.pbxproj": fixture.text()])
        #expect(Self.reasons(tree, "TestApp.xcodeproj")["TestApp"] == .some(nil))
    }

    @Test func aSwiftPackageExecutableNamedLikeAHostIsTestCode() throws {
        let tree = try Tree([
            "Package.swift": """
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit"),
                    .executableTarget(name: "KitUITestHost", dependencies: ["Kit"]),
                    .executableTarget(name: "DemoTestApp"),
                    .executableTarget(name: "Tool", dependencies: ["DemoTestApp"]),
                ]
            )
            """,
            "Sources/Kit/Card.swift": "", "Sources/KitUITestHost/main.swift": "", "Sources/DemoTestApp/main.swift": "",
        ])
        let resolver = ConfigurationResolver()
        let host = try #require(resolver.projectFacts(forFile: tree.path("Sources/KitUITestHost/main.swift")))
        #expect(host.isTest)
        #expect(
            host.testHostReason
                == "UI-test host (executable target 'KitUITestHost' is named like one and no other target depends on it)"
        )
        #expect(resolver.projectFacts(forFile: tree.path("Sources/DemoTestApp/main.swift"))?.isTest == false)
        #expect(resolver.projectFacts(forFile: tree.path("Sources/Kit/Card.swift"))?.isTest == false)
    }
}
