import SwiftUI

/// A tappable row with modifiers after the gesture: the combined element and the trait go at
/// the end of the chain.
struct VoiceRow: View {
    let voice: String
    @Binding var selected: String

    var body: some View {
        HStack {
            Text(voice)
            Spacer()
            if selected == voice {
                Image(systemName: "checkmark")
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { selected = voice }
        .padding(.vertical, 6)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(selected == voice ? .isSelected : [])
    }
}
