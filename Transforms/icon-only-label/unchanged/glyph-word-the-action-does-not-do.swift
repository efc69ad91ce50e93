import SwiftUI

/// A U-turn arrow that sets the date to today does not undo anything, and two arrows that show a
/// picker swap nothing: the glyphs' words ("Undo", "Swap") describe the drawing, so both are
/// reported.
struct DayPickerBar: View {
    @State private var day = Date()
    @State private var showWheel = false

    var body: some View {
        HStack {
            Button {
                day = Date()
                showWheel = false
            } label: {
                Image(systemName: "arrow.uturn.left.circle")
            }
            Toggle(isOn: $showWheel) {
                Image(systemName: "arrow.left.arrow.right")
            }
            .toggleStyle(.button)
        }
    }
}
