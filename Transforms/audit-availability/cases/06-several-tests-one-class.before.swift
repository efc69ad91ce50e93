import XCTest

final class ScreensAuditTests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launch()
    }

    func testHomeIsAccessible() throws {
        try app.performAccessibilityAudit()
    }

    func testSearchIsAccessible() throws {
        app.tabBars.buttons["Search"].tap()
        try app.performAccessibilityAudit()
    }

    func testProfileIsAccessible() throws {
        app.tabBars.buttons["Profile"].tap()
        try app.performAccessibilityAudit(for: .sufficientElementDescription)
    }
}
