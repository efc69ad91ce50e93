import SwiftUI

/// A custom-amount segment holding its own text field: tapping the segment picks the custom
/// amount, and so does focusing the field, which VoiceOver and the keyboard do. Nothing is lost.
struct TipPicker: View {
    @State private var customText = ""
    @State private var usesCustom = false
    @FocusState private var isCustomFocused: Bool

    var body: some View {
        HStack {
            Text("Custom")
            TextField("Amount", text: $customText)
                .focused($isCustomFocused)
                .onChange(of: isCustomFocused) { focused in
                    if focused {
                        chooseCustom()
                    }
                }
        }
        .padding(6)
        .onTapGesture {
            chooseCustom()
        }
    }

    func chooseCustom() { usesCustom = true }
}

/// Focusing this field only clears an error, which is not what the tap does: the tap stays
/// reported, as its field would be hidden by one element.
struct NotePicker: View {
    @State private var note = ""
    @State private var showsError = false
    @FocusState private var isNoteFocused: Bool

    var body: some View {
        HStack {
            Text("Note")
            TextField("Note", text: $note)
                .focused($isNoteFocused)
                .onChange(of: isNoteFocused) { _ in showsError = false }
        }
        .onTapGesture {
            attachNote()
        }
    }

    func attachNote() {}
}
