import Testing

@testable import A11yFixCore

/// What a call inside a UIKit or AppKit animation block does on screen: a setter named for a
/// family of properties that stay in place (a shadow, a border), or a call that applies a theme,
/// stays in place; setters of what places a view still move, and a name the scale does not know
/// is left to the caller (nil).
@Suite struct ScreenChangeCallTests {
    @Test(arguments: [
        "setShadow", "setBorder", "setCorner", "setAlpha", "setBackgroundColor", "applyTheme",
        "updateThemeColors", "setImage",
    ])
    func staysInPlace(name: String) throws {
        let change = try #require(ScreenChange.ofCall(name))
        #expect(change.staysInPlace)
    }

    @Test(arguments: ["setFrame", "setContentOffset", "setPosition", "layoutIfNeeded", "scrollToItem"])
    func moves(name: String) {
        #expect(ScreenChange.ofCall(name) == .geometry)
    }

    @Test(arguments: ["setShadowView", "setBorderline", "show", "hide", "setOffset"])
    func notKnownHere(name: String) {
        #expect(ScreenChange.ofCall(name) == nil)
    }
}
