import XCTest

final class ScreensAuditTests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launch()
    }

    func testHomeIsAccessible() throws {
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }

    func testSearchIsAccessible() throws {
        app.tabBars.buttons["Search"].tap()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }

    func testProfileIsAccessible() throws {
        app.tabBars.buttons["Profile"].tap()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit(for: .sufficientElementDescription)
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
