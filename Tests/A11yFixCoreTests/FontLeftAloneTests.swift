import A11yFixCore
import Testing

/// Fonts left alone are counted once, by their reason: the records replaced font-text-style's own
/// "fixed-layout fonts left as they are" count, which counted the same fonts a second time.
@Suite struct FontLeftAloneTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                VStack {
                    Text("3")
                        .font(.system(size: 11))
                        .frame(width: 20, height: 20)
                    Text("🎉")
                        .font(.system(size: 64))
                    Text("Title")
                        .font(.system(size: 17))
                }
            }
        }

        """

    @Test func eachFontLeftAloneIsCountedOnceByItsReason() throws {
        let engine = Engine(transforms: [FontTextStyle.self])
        guard case let .processed(report) = engine.process(path: "Badge.swift", bytes: Array(Self.source.utf8))
        else { throw Failure() }
        #expect(report.leftAlone.map { $0.leftAlone?.id } == ["fixed-layout", "display-size"])
        #expect(report.leftAlone.map(\.location.line) == [7, 10])
        #expect(report.applied.map(\.location.line) == [12])
        let counted = report.verifications.filter(\.isLeftOnPurpose).map(\.kind)
        #expect(counted.count == 2)
        #expect(counted.allSatisfy { $0.hasPrefix("left alone by font-text-style: ") })
    }

    struct Failure: Error {}
}
