import XCTest

final class ContrastAuditTests: XCTestCase {
    func testDarkModeContrast() throws {
        let app = XCUIApplication()
        app.launch()
        try app
            .performAccessibilityAudit(for: .contrast)
    }
}
