import XCTest

final class SidebarAuditTests: XCTestCase {
    func testSidebarIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.outlines.firstMatch.cells.firstMatch.click()
        if #available(iOS 17, macOS 14, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
