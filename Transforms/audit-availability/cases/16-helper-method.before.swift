import XCTest

final class FlowAuditTests: XCTestCase {
    private let app = XCUIApplication()

    private func auditCurrentScreen(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 5), file: file, line: line)
        try app.performAccessibilityAudit()
    }

    func testSignUpFlow() throws {
        app.launch()
        try auditCurrentScreen()
        app.buttons["Next"].tap()
        try auditCurrentScreen()
    }
}
