import XCTest

final class OnboardingAuditTests: XCTestCase {
    func testWelcomePageIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
