import XCTest

final class CatalogAuditTests: XCTestCase {
    func testCatalogShelfIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIRemote.shared.press(.down)
        if #available(tvOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
