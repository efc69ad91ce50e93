import SwiftUI

/// A model file with no view whose animations set the interface's state: a flag, a name about
/// what is shown, or anything a presenting type writes. Those can move views: gated.
@MainActor
final class InboxModel: ObservableObject {
    @Published var messages: [String] = []
    @Published var isComposerOpen = false
    @Published var panelOffset: Double = 0

    func receive(_ message: String) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring()) {
            messages.append(message)
            isComposerOpen = false
        }
    }

    func slide(by distance: Double) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeOut) {
            panelOffset = distance
        }
    }
}

@MainActor
final class BannerCenter: ObservableObject {
    @Published var text: String?

    func post(_ message: String) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {
            text = message
        }
    }
}
