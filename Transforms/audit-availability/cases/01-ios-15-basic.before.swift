import XCTest

final class LoginAccessibilityTests: XCTestCase {
    func testLoginScreenPassesAudit() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting"]
        app.launch()
        app.buttons["Sign In"].tap()
        try app.performAccessibilityAudit()
    }
}
