import Testing

@testable import A11yFixConfiguration

/// Path arithmetic on strings: standard paths come back as they are (the fast path), others
/// lose their empty, `.` and `..` components and trailing slash.
@Suite struct XcodePathTests {
    @Test(arguments: [
        ("/a/b/c.swift", "/a/b/c.swift"),
        ("/", "/"),
        ("a/b", "a/b"),
        ("/a/./b", "/a/b"),
        ("/a/b/../c", "/a/c"),
        ("/a//b/", "/a/b"),
        ("/a/b/.", "/a/b"),
        ("/a/b/..", "/a"),
        ("./a", "a"),
        ("../a", "../a"),
        ("/..", "/"),
        ("", "."),
        (".", "."),
        ("/a/.hidden/b", "/a/.hidden/b"),
        ("/a/.../b", "/a/.../b"),
        ("/a/b.c/d..e", "/a/b.c/d..e"),
    ])
    func standardize(_ path: String, _ expected: String) {
        #expect(XcodePath.standardize(path) == expected)
    }
}
