import XCTest

final class ModernAuditTests: XCTestCase {
    func testHomeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
