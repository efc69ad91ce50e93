import XCTest

final class TypographyAuditTests: XCTestCase {
    func testArticleTextScales() throws {
        let app = XCUIApplication()
        app.launch()
        app.cells.firstMatch.tap()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit(for: [.dynamicType, .contrast])
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
