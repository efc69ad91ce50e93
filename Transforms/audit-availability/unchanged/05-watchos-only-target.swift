import XCTest

final class WatchFaceAuditTests: XCTestCase {
    func testComplicationListIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
