import XCTest

final class ActivityAuditTests: XCTestCase {
    func testCheckoutIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try XCTContext.runActivity(named: "Audit checkout") { _ in try app.performAccessibilityAudit() }
    }
}
