import XCTest

final class WidgetGalleryAuditTests: XCTestCase {
    func testGalleryIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 16, *) {
            app.buttons["Gallery"].tap()
            try app.performAccessibilityAudit()
        }
    }
}
