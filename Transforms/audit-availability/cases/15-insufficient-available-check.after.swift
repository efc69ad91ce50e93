import XCTest

final class WidgetGalleryAuditTests: XCTestCase {
    func testGalleryIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 16, *) {
            app.buttons["Gallery"].tap()
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
