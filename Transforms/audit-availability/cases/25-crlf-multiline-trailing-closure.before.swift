import XCTest

final class FeedAuditTests: XCTestCase {
    func testFeedIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit { issue in
            // The decorative banner is intentionally unlabeled.
            if issue.element?.identifier == "promoBanner" {
                return true
            }
            return false
        }
    }
}
