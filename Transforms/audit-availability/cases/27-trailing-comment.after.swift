import XCTest

final class CommentedAuditTests: XCTestCase {
    func testHomeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit() // full audit, all types
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
        XCTAssertTrue(app.exists)
    }
}
