import XCTest

final class CheckoutAuditTests: XCTestCase {
    let app = XCUIApplication()

    func testCartIsAccessible() throws {
        self.app.launch()
        self.app.buttons["Cart"].tap()
        try self.app.performAccessibilityAudit()
    }
}
