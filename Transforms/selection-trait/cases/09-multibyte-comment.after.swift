import SwiftUI

// Größe wählen — 選択 ✓
struct StyleRow: View {
    let style: String
    @Binding var chosen: String

    var body: some View {
        Button {
            chosen = style
        } label: {
            HStack {
                Text("Stil: \(style) 🎨")
                if chosen == style {
                    Image(systemName: "checkmark")
                }
            }
        }
        .accessibilityAddTraits(chosen == style ? .isSelected : [])
    }
}
