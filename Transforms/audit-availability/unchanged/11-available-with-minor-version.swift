import XCTest

final class PointZeroAuditTests: XCTestCase {
    func testSearchIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit()
        }
    }
}
