import XCTest

final class TabIndentedAuditTests: XCTestCase {
	func testListIsAccessible() throws {
		let app = XCUIApplication()
		app.launch()
		try app.performAccessibilityAudit(for: .contrast)
	}
}
