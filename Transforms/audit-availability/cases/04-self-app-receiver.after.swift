import XCTest

final class CheckoutAuditTests: XCTestCase {
    let app = XCUIApplication()

    func testCartIsAccessible() throws {
        self.app.launch()
        self.app.buttons["Cart"].tap()
        if #available(iOS 17, *) {
            try self.app.performAccessibilityAudit()
        } else {
            for element in self.app.buttons.allElementsBoundByIndex + self.app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
