import XCTest

final class ReaderAuditTests: XCTestCase {
    func testReaderModeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit(
            for: [.contrast, .dynamicType]
        ) { issue in
            issue.auditType == .contrast
        }
    }
}
