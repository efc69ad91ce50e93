import XCTest

final class GuardedAuditTests: XCTestCase {
    func testInboxIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            XCTAssertTrue(app.buttons["Compose"].isHittable)
        }
    }
}
