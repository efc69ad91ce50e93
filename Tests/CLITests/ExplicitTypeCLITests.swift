import A11yFixTestSupport
import Foundation
import Testing

/// A project whose SwiftLint configuration turns on `explicit_type_interface` gets new stored
/// properties with their type written, as its lint check demands; `why` names the file.
@Suite struct ExplicitTypeCLITests {
    static let sliding = """
        import SwiftUI

        struct Panel: View {
            @State private var isShown = false

            var body: some View {
                VStack {
                    if isShown {
                        Text("Panel").transition(.move(edge: .leading))
                    }
                    Button("Show") { isShown.toggle() }
                }
            }
        }

        """

    @Test func theLintersRuleWritesTheNewPropertysType() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/Panel.swift", Self.sliding)
        let fixed = try CLI.run(["fix", "--summary", "none", "Sources"], in: scratch.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try scratch.read("Sources/Panel.swift").contains("private var reduceMotion\n"))

        let linted = try Scratch()
        try linted.write(".swiftlint.yml", "opt_in_rules:\n  - explicit_type_interface\n")
        try linted.write("Sources/Panel.swift", Self.sliding)
        let typed = try CLI.run(["fix", "--summary", "none", "Sources"], in: linted.url)
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(try linted.read("Sources/Panel.swift").contains("private var reduceMotion: Bool\n"))
        let why = try CLI.run(["why", "Sources/Panel.swift:9"], in: linted.url)
        #expect(why.stdout.contains("new properties write their type (.swiftlint.yml)"), "\(why.stdout)")
    }
}
