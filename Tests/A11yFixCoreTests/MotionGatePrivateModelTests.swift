import A11yFixCore
import Testing

/// A model the view makes and keeps to itself is read in its file only: another view of the
/// project that moves a property of the same name on its own state says nothing about it.
struct MotionGatePrivateModelTests {
    static let player = """
        import SwiftUI

        final class PlayerControls: ObservableObject {
            @Published var showsControls = true
        }

        struct ClipPlayer: View {
            @StateObject private var controls = PlayerControls()

            var body: some View {
                HStack { Image(systemName: "play.fill") }
                    .opacity(controls.showsControls ? 1 : 0)
                    .onTapGesture { toggle() }
            }

            private func toggle() {
                withAnimation(.easeInOut) {
                    controls.showsControls.toggle()
                }
            }
        }
        """
    /// Another screen whose model's flag of the same name slides its bar away.
    static let gallery = """
        import SwiftUI

        struct Gallery: View {
            @ObservedObject var model: GalleryModel

            var body: some View {
                Color.black.overlay(alignment: .bottom) {
                    ToolbarStrip()
                        .offset(y: model.showsControls ? 0 : 80)
                }
            }
        }
        """

    static func process(_ source: String) throws -> FileReport {
        var context = TransformContext(
            index: ProjectIndex(entries: [gallery, source].map { FileIndexEntry(bytes: Array($0.utf8)) }))
        context.targets.platforms = [.iOS]
        let outcome = Engine(transforms: [MotionGate.self], context: context).process(
            path: "ClipPlayer.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else {
            throw MotionGatePlatformFlagError(description: "\(outcome)")
        }
        return report
    }

    @Test func aFadeOfAModelTheViewKeepsToItselfIsLeftAlone() throws {
        let report = try Self.process(Self.player)
        #expect(report.applied.isEmpty)
        #expect(report.needsReview.isEmpty)
    }

    @Test func theSameModelHandedOnIsJudgedAcrossTheProject() throws {
        let handed = Self.player.replacingOccurrences(
            of: "HStack { Image(systemName: \"play.fill\") }",
            with: "HStack { Image(systemName: \"play.fill\"); ControlsBar(controls: controls) }")
        let report = try Self.process(handed)
        #expect(!report.applied.isEmpty)
    }
}
