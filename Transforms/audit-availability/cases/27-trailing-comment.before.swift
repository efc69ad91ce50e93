import XCTest

final class CommentedAuditTests: XCTestCase {
    func testHomeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit() // full audit, all types
        XCTAssertTrue(app.exists)
    }
}
