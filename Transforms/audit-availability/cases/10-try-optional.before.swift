import XCTest

final class SmokeAuditTests: XCTestCase {
    func testAuditDoesNotBlockSmokeRun() {
        let app = XCUIApplication()
        app.launch()
        try? app.performAccessibilityAudit()
        XCTAssertTrue(app.buttons["Continue"].exists)
    }
}
