import XCTest

final class AnnotatedAuditTests: XCTestCase {
    @available(iOS 17, *)
    func testCalendarIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Calendar"].tap()
        try app.performAccessibilityAudit(for: .dynamicType)
    }
}
