import XCTest

final class WindowsStyleAuditTests: XCTestCase {
    func testMainScreenIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
        XCTAssertTrue(app.exists)
    }
}
