import XCTest

final class OnboardingAuditTests: XCTestCase {
    func testWelcomePageIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
