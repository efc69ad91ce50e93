import XCTest

final class ImmersiveAuditTests: XCTestCase {
    func testGalleryWindowIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, visionOS 1, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
