import XCTest

final class TabsAuditTests: XCTestCase {
    func testEveryTabIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        for tab in ["Home", "Search", "Library"] {
            app.tabBars.buttons[tab].tap()
            try app.performAccessibilityAudit()
        }
    }
}
