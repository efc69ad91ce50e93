import A11yFixCore
import Testing

/// A View's extension in another file cannot hold the `@Environment` property, and a `private` one
/// in the declaration would not be seen from it: on UIKit platforms the extension is gated with
/// `UIAccessibility.isReduceMotionEnabled`, a one-file fix; where no flag fits, the finding's
/// advice compiles (a property that is not `private`).
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

    @Test func viewDeclaredInAnotherFileIsGatedWithThePlatformFlag() throws {
        let report = try Self.process(Self.extensionFile, others: [Self.card], platforms: [.iOS])
        #expect(report.needsReview.isEmpty)
        #expect(
            String(decoding: report.output, as: UTF8.self).contains(
                "withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring())"))
    }

    @Test func viewDeclaredInAnotherFileOnBothFamiliesIsReportedWithAdviceThatCompiles() throws {
        let source = Self.extensionFile.replacingOccurrences(of: "import UIKit\n", with: "")
        let report = try Self.process(source, others: [Self.card], platforms: [.iOS, .macOS])
        #expect(report.applied.isEmpty)
        let messages = report.needsReview.map(\.message)
        #expect(messages.contains { $0.contains("cannot be gated mechanically") && $0.contains("not private") })
        #expect(!messages.contains { $0.contains("private var") })
    }

    /// A `Codable` model made a View by an extension: an `@Environment` property would break its
    /// synthesized coding, so the finding never asks for one.
    @Test func codedModelDeclaredInAnotherFileIsNotAdvisedAnEnvironmentProperty() throws {
        let model = """
            struct Banner: Codable {
                var title: String
            }
            """
        let source = """
            import SwiftUI

            extension Banner: View {
                var body: some View {
                    Text(title).transition(.slide)
                }
            }
            """
        let report = try Self.process(source, others: [model], platforms: [.iOS, .macOS])
        let messages = report.needsReview.map(\.message)
        #expect(messages.contains { $0.contains("coded model") })
        #expect(!messages.contains { $0.contains("@Environment(") })
    }

    /// A model shared with watchOS: WatchKit has its own flag, which the finding names, and the
    /// other platforms theirs, so it is reported, not gated.
    @Test func viewModelSharedWithWatchOSNamesWatchKitsFlag() throws {
        let model = """
            import SwiftUI

            final class ChatModel: ObservableObject {
                @Published var offset: CGFloat = 0

                func slide() {
                    withAnimation(.spring()) {
                        offset += 120
                    }
                }
            }
            """
        let view = """
            import SwiftUI

            struct Chat: View {
                @ObservedObject var model: ChatModel

                var body: some View {
                    Rectangle().offset(x: model.offset)
                }
            }
            """
        let shared = try Self.process(model, others: [view], platforms: [.iOS, .watchOS])
        #expect(shared.applied.isEmpty)
        #expect(
            shared.needsReview.map(\.message).contains {
                $0.contains("WKAccessibilityIsReduceMotionEnabled()") && $0.contains("#if os(watchOS)")
            })
        let watchOnly = try Self.process(model, others: [view], platforms: [.watchOS])
        #expect(
            watchOnly.needsReview.map(\.message).contains {
                $0.contains("WKAccessibilityIsReduceMotionEnabled()") && !$0.contains("#if os(watchOS)")
            })
    }

    /// A view model outside any view keeps the platform flag: there is no environment to read.
    @Test func viewModelOutsideViewsUsesThePlatformFlag() throws {
        let model = """
            import SwiftUI
            import UIKit

            final class DeckModel: ObservableObject {
                @Published var offset: CGFloat = 0

                func slide() {
                    withAnimation(.spring()) {
                        offset += 120
                    }
                }
            }
            """
        let view = """
            import SwiftUI

            struct Deck: View {
                @ObservedObject var model: DeckModel

                var body: some View {
                    Rectangle().offset(x: model.offset)
                }
            }
            """
        let report = try Self.process(model, others: [view], platforms: [.iOS])
        #expect(
            String(decoding: report.output, as: UTF8.self).contains(
                "withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring())"))
    }
}

struct MotionGatePlatformFlagError: Error, CustomStringConvertible {
    var description: String
}
