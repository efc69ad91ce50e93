import SwiftUI

final class LinkBarModel: ObservableObject {
    @Published var isEditing = false
    @Published var isLoading = false
    @Published var progress = 0.0
    @Published var results: [String]? = nil

    func pasteLink() {
        guard let link = UIPasteboard.general.string else { return }
        withAnimation {
            isEditing = false
            results = [link]
        }
    }

    func startLoading() {
        withAnimation {
            isLoading = true
            progress = 0
        }
    }

    func receive(_ batch: [String]) {
        withAnimation {
            progress += 0.3
            results = batch
        }
    }
}

struct LinkBar: View {
    @ObservedObject var model: LinkBarModel

    var body: some View {
        HStack {
            TextField("Link", text: .constant(""))
                .offset(x: model.isEditing ? 0 : 30)
            if model.isLoading {
                ProgressView(value: model.progress)
            }
        }
    }
}

// The macOS target that lists this file cannot build it; what follows stands in for UIKit
// there, for the macOS type check only.
// Elsewhere in the project:
// #if canImport(AppKit)
// final class UIPasteboard { static let general = UIPasteboard(); var string: String? { nil } }
// enum UIAccessibility { static var isReduceMotionEnabled: Bool { false } }
// #endif
