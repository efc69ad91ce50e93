import XCTest

final class FlowAuditTests: XCTestCase {
    private let app = XCUIApplication()

    private func auditCurrentScreen(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 5), file: file, line: line)
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }

    func testSignUpFlow() throws {
        app.launch()
        try auditCurrentScreen()
        app.buttons["Next"].tap()
        try auditCurrentScreen()
    }
}
