import XCTest

struct AuditRunner {
    func performAccessibilityAuditReport() -> [String] { [] }
}

final class ReportTests: XCTestCase {
    func testReportIsEmpty() {
        let runner = AuditRunner()
        XCTAssertTrue(runner.performAccessibilityAuditReport().isEmpty)
    }
}
