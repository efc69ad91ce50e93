import XCTest

final class MediaPlayerAuditTests: XCTestCase {
    func testPlayerControlsAreAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Play"].tap()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit(for: [.hitRegion, .sufficientElementDescription]) { issue in
                guard let element = issue.element else { return false }
                return element.identifier == "scrubber"
            }
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
