import XCTest

final class EarlyExitAuditTests: XCTestCase {
    func testMapIsAccessible() throws {
        guard #available(iOS 17, *) else {
            throw XCTSkip("Accessibility audits need iOS 17")
        }
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
