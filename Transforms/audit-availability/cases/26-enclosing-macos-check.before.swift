import XCTest

final class SharedAuditTests: XCTestCase {
    func testSharedScreenIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        if #available(macOS 14, *) {
            try app.performAccessibilityAudit()
        }
    }
}
