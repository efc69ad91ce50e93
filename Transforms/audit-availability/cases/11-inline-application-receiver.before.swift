import XCTest

final class LaunchAuditTests: XCTestCase {
    override func setUpWithError() throws {
        XCUIApplication().launch()
    }

    func testLaunchScreenIsAccessible() throws {
        try XCUIApplication().performAccessibilityAudit()
    }
}
