import XCTest

final class CatalogAuditTests: XCTestCase {
    func testCatalogShelfIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIRemote.shared.press(.down)
        try app.performAccessibilityAudit()
    }
}
