import XCTest

final class SettingsAuditTests: XCTestCase {
    func testSettingsAreAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        if #available(iOS 17, macOS 14, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
        XCTAssertTrue(app.navigationBars["Settings"].exists)
    }
}
