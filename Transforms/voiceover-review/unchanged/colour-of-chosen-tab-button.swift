import SwiftUI

/// A tab button whose background shape's colour shows it is the chosen one: selection-trait gives
/// the button `.isSelected`, so the colour is not reported. A recording button's shape coloured by
/// the mode it toggles is colour alone: reported.
struct ShelfTabs: View {
    let shelves: [String]
    @State private var activeShelf = 0
    @State private var isRecording = false

    var body: some View {
        ForEach(shelves.indices, id: \.self) { index in
            shelfTab(index)
        }
        Button("Record") {
            isRecording.toggle()
        }
        .background(
            Capsule()
                .fill(isRecording ? Color.red : Color.gray)
        )
    }

    @ViewBuilder
    private func shelfTab(_ index: Int) -> some View {
        let isSelected = index == activeShelf

        Button {
            activeShelf = index
        } label: {
            Text(shelves[index])
        }
        .background(
            RoundedRectangle(cornerRadius: 4)
                .fill(isSelected ? Color.accentColor.opacity(0.1) : Color.clear)
        )
    }
}
