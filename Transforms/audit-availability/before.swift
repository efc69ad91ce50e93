import XCTest

final class AccessibilityAuditTests: XCTestCase {
    func testHomeScreenIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
