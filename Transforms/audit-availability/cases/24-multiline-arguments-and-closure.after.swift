import XCTest

final class ReaderAuditTests: XCTestCase {
    func testReaderModeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit(
                for: [.contrast, .dynamicType]
            ) { issue in
                issue.auditType == .contrast
            }
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
