import XCTest

final class SharedAuditTests: XCTestCase {
    func testSharedScreenIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(macOS 14, *) {
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
