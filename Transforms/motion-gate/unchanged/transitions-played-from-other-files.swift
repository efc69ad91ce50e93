import SwiftUI

/// Transitions with nothing in their file to play them are judged by what the project animates.
/// The accessory appears when the model's `isEditing` changes, and the model changes it only in a
/// `withAnimation` whose animation already respects Reduce Motion (a project helper): left alone.
/// The caption appears when `caption` changes, which no animation the project shows changes: a
/// gate there would change nothing, and a finding would be noise.
extension Animation {
    func quietWhenReduced() -> Animation {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
    }
}

@Observable
final class SpaceModel {
    var isEditing = false
    var caption: String?

    func startEditing() {
        withAnimation(.easeOut(duration: 0.25).quietWhenReduced()) {
            isEditing = true
        }
    }

    func show(_ text: String) {
        caption = text
    }
}

struct SpaceRow: View {
    var model: SpaceModel

    var body: some View {
        HStack {
            if model.isEditing {
                Image(systemName: "circle")
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            Text("Room")
        }
        if let caption = model.caption {
            Text(caption)
                .transition(.move(edge: .bottom).combined(with: .opacity))
        }
    }
}
