import XCTest

final class LoginAccessibilityTests: XCTestCase {
    func testLoginScreenPassesAudit() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting"]
        app.launch()
        app.buttons["Sign In"].tap()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
