import SwiftUI

/// A custom segment, one view per option, whose fill alone shows that it is the chosen one: its
/// button trait comes with the selected trait under the condition the fill follows.
struct ModeSegment: View {
    @Binding var mode: String
    let value: String
    let title: String

    var body: some View {
        Text(title)
            .padding(8)
            .background(
                Capsule()
                    .fill(mode == value ? Color.accentColor : .clear)
            )
            .onTapGesture {
                mode = value
            }
            .accessibilityAddTraits(mode == value ? [.isButton, .isSelected] : .isButton)
    }
}

/// A tile whose border follows a flag named for the choice.
struct ColourTile: View {
    let name: String
    let isSelected: Bool
    let onPick: () -> Void

    var body: some View {
        VStack {
            Circle().frame(width: 32, height: 32)
            Text(name)
        }
        .overlay(
            RoundedRectangle(cornerRadius: 6)
                .stroke(isSelected ? Color.blue : Color.clear, lineWidth: 2)
        )
        .onTapGesture(perform: onPick)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}
