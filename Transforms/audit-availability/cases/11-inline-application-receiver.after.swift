import XCTest

final class LaunchAuditTests: XCTestCase {
    override func setUpWithError() throws {
        XCUIApplication().launch()
    }

    func testLaunchScreenIsAccessible() throws {
        if #available(iOS 17, *) {
            try XCUIApplication().performAccessibilityAudit()
        } else {
            for element in XCUIApplication().buttons.allElementsBoundByIndex + XCUIApplication().images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
