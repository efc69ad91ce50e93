import SwiftUI

/// A sidebar whose chosen row only a fill shows: the fill follows a comparison of the row's
/// element with the selection, so the row is one of several choices.
struct ThemeSidebar: View {
    let themes: [String]
    @State private var current = "Paper"

    var body: some View {
        List {
            ForEach(themes, id: \.self) { theme in
                Button {
                    current = theme
                } label: {
                    Text(theme)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .buttonStyle(.plain)
                .listRowBackground(
                    Capsule()
                        .fill(current == theme ? Color.accentColor : Color.clear)
                )
            }
        }
    }
}

/// Tapped swatches: the stroke follows whether the swatch is among the picked ones.
struct SwatchRow: View {
    let swatches: [Int]
    @Binding var picked: Set<Int>

    var body: some View {
        HStack {
            ForEach(swatches, id: \.self) { swatch in
                Circle()
                    .stroke(picked.contains(swatch) ? Color.primary : Color.clear, lineWidth: 2)
                    .frame(width: 24, height: 24)
                    .onTapGesture { picked.insert(swatch) }
            }
        }
    }
}
