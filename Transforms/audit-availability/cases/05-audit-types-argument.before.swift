import XCTest

final class TypographyAuditTests: XCTestCase {
    func testArticleTextScales() throws {
        let app = XCUIApplication()
        app.launch()
        app.cells.firstMatch.tap()
        try app.performAccessibilityAudit(for: [.dynamicType, .contrast])
    }
}
