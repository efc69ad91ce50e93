import XCTest

final class PreferencesWindowAuditTests: XCTestCase {
    func testPreferencesWindowIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.typeKey(",", modifierFlags: .command)
        try app.performAccessibilityAudit()
    }
}
