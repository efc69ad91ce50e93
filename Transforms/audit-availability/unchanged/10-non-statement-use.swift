import XCTest

final class AssertionAuditTests: XCTestCase {
    func testOrdersAreAccessible() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertNoThrow(try app.performAccessibilityAudit())
    }
}
