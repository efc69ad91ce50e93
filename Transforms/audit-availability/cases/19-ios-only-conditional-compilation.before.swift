import XCTest

final class PhoneOnlyAuditTests: XCTestCase {
    func testCompactLayoutIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        #if os(iOS)
        try app.performAccessibilityAudit()
        #endif
    }
}
