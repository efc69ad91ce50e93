import XCTest

final class ContrastAuditTests: XCTestCase {
    func testDarkModeContrast() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try app
                .performAccessibilityAudit(for: .contrast)
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
