import XCTest

final class DetailAuditTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        app = XCUIApplication()
        app.launchEnvironment["SEED_DATA"] = "1"
        app.launch()
    }

    override func tearDown() {
        app = nil
        super.tearDown()
    }

    func testDetailScreenIsAccessible() throws {
        app.cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.staticTexts["Details"].waitForExistence(timeout: 5))
        if #available(iOS 17, *) {
            try app.performAccessibilityAudit()
        } else {
            for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
                XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
            }
        }
    }
}
