import XCTest

final class MediaPlayerAuditTests: XCTestCase {
    func testPlayerControlsAreAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Play"].tap()
        try app.performAccessibilityAudit(for: [.hitRegion, .sufficientElementDescription]) { issue in
            guard let element = issue.element else { return false }
            return element.identifier == "scrubber"
        }
    }
}
