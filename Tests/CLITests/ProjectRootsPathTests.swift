import Foundation
import Testing

@testable import a11yfix

/// `ProjectRoots.absolute` keeps a clean absolute path as it is and resolves the rest as a `URL`
/// would: the byte scan that tells them apart must not pass a `.`, `..` or empty component.
@Suite struct ProjectRootsPathTests {
    @Test(arguments: [
        "/a/b/c.swift", "/a/.hidden/c.swift", "/a/.../c.swift", "/a/b..c/d", "/a/..b/c", "/a/b.", "/x",
    ])
    func aCleanPathIsKept(path: String) {
        #expect(ProjectRoots.absolute(path) == path)
    }

    @Test(arguments: [
        ("/a/./b.swift", "/a/b.swift"), ("/a/b/../c.swift", "/a/c.swift"), ("/a//b.swift", "/a/b.swift"),
        ("/a/b/.", "/a/b"), ("/a/b/..", "/a"), ("/a/b/", "/a/b"),
    ])
    func aPathWithSomethingToResolveIsStandardized(path: String, expected: String) {
        #expect(ProjectRoots.absolute(path) == expected)
    }
}
