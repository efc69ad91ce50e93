import SwiftUI

/// A tile whose tap flips the selection it is handed, drawn through a local layer of the stack:
/// the layer is read like the rest, so the tile becomes one button, selected while it is.
struct DurationTile: View {
    let title: String
    let unit: String
    @Binding var isSelected: Bool

    var body: some View {
        ZStack {
            let face = VStack {
                Text(title)
                Text(unit)
            }
            .padding(6)

            if isSelected {
                face
                    .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.accentColor))
            } else {
                face
            }
        }
        .onTapGesture {
            isSelected.toggle()
        }
    }
}
