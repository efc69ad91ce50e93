import XCTest

final class FeedAuditTests: XCTestCase {
    func testFeedIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit { issue in
                // The decorative banner is intentionally unlabeled.
                if issue.element?.identifier == "promoBanner" {
                    return true
                }
                return false
            }
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
