import XCTest

final class SettingsAuditTests: XCTestCase {
    func testSettingsAreAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        try app.performAccessibilityAudit()
        XCTAssertTrue(app.navigationBars["Settings"].exists)
    }
}
