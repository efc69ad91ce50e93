import XCTest

final class LongFormAuditTests: XCTestCase {
    @available(iOS, introduced: 17)
    func testHomeIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
