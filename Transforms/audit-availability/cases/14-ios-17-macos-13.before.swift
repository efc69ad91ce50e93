import XCTest

final class SidebarAuditTests: XCTestCase {
    func testSidebarIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        app.outlines.firstMatch.cells.firstMatch.click()
        try app.performAccessibilityAudit()
    }
}
