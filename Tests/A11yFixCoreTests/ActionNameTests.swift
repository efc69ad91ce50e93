import A11yFixSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// What `ActionName` reads an action as: a delivering call by what it delivers, never its own name;
/// a guarding `if` by what it guards; a momentary feedback flag as no part of the action.
@Suite struct ActionNameTests {
    private func expression(_ source: String) -> ExprSyntax { firstExpression(source) }

    @Test(arguments: [
        ("{ window?.tryToPerform(#selector(NSSplitViewController.toggleSidebar(_:)), with: nil) }", "toggleSidebar"),
        ("{ NSApp.sendAction(#selector(NSWindow.performZoom(_:)), to: nil, from: nil) }", "performZoom"),
        ("{ responder.perform(Selector((\"showHelp:\"))) }", "showHelp"),
        ("{ NotificationCenter.default.post(name: .openSettings, object: nil) }", "openSettings"),
        ("{ viewStore.send(.closeButtonTapped) }", "closeButtonTapped"),
        ("{ if isEnabled { withAnimation { showsSlider.toggle() } } }", "showsSlider"),
        ("{ BackupManager.shared.start(for: server) }", "startBackup"),
        ("{ copy(); isCopied = true; DispatchQueue.main.asyncAfter(deadline: t) { isCopied = false } }", "copy"),
    ])
    func readsWhatTheActionDoes(source: String, name: String) {
        #expect(ActionName.name(of: expression(source)) == name)
    }

    /// Plumbing handed nothing readable, a framework type's verb, and an `if` with an `else` name nothing.
    @Test(arguments: [
        "{ store.send(action) }", "{ dispatch(event) }", "{ window?.tryToPerform(selector, with: nil) }",
        "{ NotificationCenter.default.post(name: name, object: nil) }",
        "{ if isEnabled { play() } else { pause() } }",
    ])
    func plumbingNamesNothing(source: String) {
        #expect(ActionName.name(of: expression(source)) == nil)
    }

    /// A framework's type is no thing the verb acts on: the system names its calls.
    @Test func frameworkTypesDoNotCompleteAVerb() {
        #expect(ActionName.name(of: expression("{ NSWorkspace.shared.open(url) }")) == "open")
        #expect(ActionName.name(of: expression("{ NSDocumentController.shared.open(url) }")) == "open")
    }

    /// A flag raised for good is the action's state, not momentary feedback.
    @Test func aFlagRaisedForGoodIsNoFeedback() {
        #expect(ActionName.name(of: expression("{ copy(); isCopied = true }")) == nil)
    }
}
