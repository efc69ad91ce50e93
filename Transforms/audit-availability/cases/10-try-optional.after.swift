import XCTest

final class SmokeAuditTests: XCTestCase {
    func testAuditDoesNotBlockSmokeRun() {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try? app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
        XCTAssertTrue(app.buttons["Continue"].exists)
    }
}
