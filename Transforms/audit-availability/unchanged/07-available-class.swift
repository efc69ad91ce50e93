import XCTest

@available(iOS 17, macOS 14, *)
final class AuditOnlyTests: XCTestCase {
    let app = XCUIApplication()

    func testLibraryIsAccessible() throws {
        app.launch()
        try app.performAccessibilityAudit()
    }
}
