import XCTest

final class CrossPlatformAuditTests: XCTestCase {
    func testMainWindowIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit(for: [.contrast, .elementDetection])
    }
}
