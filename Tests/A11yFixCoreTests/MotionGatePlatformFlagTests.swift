import A11yFixCore
import Testing

/// Where a View's `@Environment` property cannot be added (its type is declared in another file),
/// or UIKit is imported only under `#if`, an app that builds for UIKit platforms only still has
/// `UIAccessibility.isReduceMotionEnabled`: the animation is gated with it, not reported as
/// "cannot be gated mechanically".
struct MotionGatePlatformFlagTests {
    static let card = """
        import SwiftUI

        struct ProfileCard: View {
            @State var isFlipped = false

            var body: some View {
                Text("Card")
                    .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            }
        }
        """
    static let extensionFile = """
        import SwiftUI
        import UIKit

        extension ProfileCard {
            func flip() {
                withAnimation(.spring()) {
                    isFlipped.toggle()
                }
            }
        }
        """

    static func process(_ source: String, others: [String], platforms: Set<ApplePlatform>?) throws -> FileReport {
        var context = TransformContext(
            index: ProjectIndex(entries: (others + [source]).map { FileIndexEntry(bytes: Array($0.utf8)) }))
        context.targets.platforms = platforms
        let outcome = Engine(transforms: [MotionGate.self], context: context).process(
            path: "ProfileCard+Flip.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else {
            throw MotionGatePlatformFlagError(description: "\(outcome)")
        }
        return report
    }

    @Test func viewDeclaredInAnotherFileUsesThePlatformFlag() throws {
        let report = try Self.process(Self.extensionFile, others: [Self.card], platforms: [.iOS])
        #expect(report.needsReview.isEmpty)
        #expect(
            String(decoding: report.output, as: UTF8.self).contains(
                "withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring())"))
    }

    @Test func viewDeclaredInAnotherFileOnBothFamiliesIsReported() throws {
        let source = Self.extensionFile.replacingOccurrences(of: "import UIKit\n", with: "")
        let report = try Self.process(source, others: [Self.card], platforms: [.iOS, .macOS])
        #expect(report.applied.isEmpty)
        #expect(report.needsReview.map(\.message).contains { $0.contains("cannot be gated mechanically") })
    }
}

struct MotionGatePlatformFlagError: Error, CustomStringConvertible {
    var description: String
}
