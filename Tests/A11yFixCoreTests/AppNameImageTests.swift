import Testing

@testable import A11yFixCore

/// An extension's or companion's target is named after its app (`OctoWidget14Extension`, `Octo Watch`):
/// the app's name is what comes before the extension words.
struct AppNameImageTests {
    @Test func anExtensionTargetNamesItsApp() {
        #expect(AppNameImage.appName(ofExtension: "HeronWidget14Extension") == "heron")
        #expect(AppNameImage.appName(ofExtension: "Heron Watch Extension") == "heron")
        #expect(AppNameImage.appName(ofExtension: "TideClockWidgets") == "tide clock")
    }

    @Test func aTargetOfOnlyExtensionWordsOrNoneNamesNoApp() {
        #expect(AppNameImage.appName(ofExtension: "ShareExtension") == nil)
        #expect(AppNameImage.appName(ofExtension: "Heron") == nil)
        #expect(AppNameImage.appName(ofExtension: "HeronKit") == nil)
    }

    @Test func anAssetNamedAsTheAppOfTheExtensionReadsItsName() {
        var context = TransformContext(index: ProjectIndex(entries: []))
        context.compilingTargets = ["HeronWidget14Extension"]
        let file = SourceFile(path: "Island.swift", bytes: Array("import SwiftUI\n".utf8))
        #expect(AppNameImage.isAppName("Heron", in: file, context: context))
        #expect(!AppNameImage.isAppName("Progress", in: file, context: context))
    }
}
