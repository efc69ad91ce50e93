import XCTest

final class ImmersiveAuditTests: XCTestCase {
    func testGalleryWindowIsAccessible() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
    }
}
