import XCTest

final class TabsAuditTests: XCTestCase {
    func testEveryTabIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        for tab in ["Home", "Search", "Library"] {
            app.tabBars.buttons[tab].tap()
            if #available(iOS 17, *) {
                try app.performAccessibilityAudit()
            } else {
                for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                    XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
                }
            }
        }
    }
}
