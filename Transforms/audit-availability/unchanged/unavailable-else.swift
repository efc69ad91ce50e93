import XCTest

final class FallbackAuditTests: XCTestCase {
    func testHomeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #unavailable(iOS 17) {
            XCTAssertTrue(app.buttons["Go"].exists)
        } else {
            try app.performAccessibilityAudit()
        }
    }
}
