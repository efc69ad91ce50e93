import Testing

@testable import a11yfix

/// A reported path is relative to the current folder and has no `.` parts or doubled slashes,
/// whether it takes the byte-scan shortcut (a clean ASCII path) or the split.
struct ReportPathTests {
    @Test(arguments: [
        ("Sources/App/View.swift", "Sources/App/View.swift"),
        ("/work/app/Sources/View.swift", "Sources/View.swift"),
        ("/elsewhere/View.swift", "/elsewhere/View.swift"),
        ("./Sources/View.swift", "Sources/View.swift"),
        ("Sources//App/./View.swift", "Sources/App/View.swift"),
        ("Sources/App/", "Sources/App"),
        ("../Other/View.swift", "../Other/View.swift"),
        (".hidden/View.swift", ".hidden/View.swift"),
        ("Écrans/./Vue.swift", "Écrans/Vue.swift"),
        ("Écrans/Vue.swift", "Écrans/Vue.swift"),
        ("/", "/"),
        (".", "."),
    ])
    func pathsAreReportedPlainly(path: String, expected: String) {
        #expect(ReportPath.display(path, currentFolder: "/work/app") == expected)
    }
}
