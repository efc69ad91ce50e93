import SwiftUI

/// The look-alike of a tap that ends editing: this one starts it, and runs whether or not the
/// editor is open. It is the name's button.
struct NameTitle: View {
    @State private var isEditingName = false
    @State private var name = "Guest"

    var body: some View {
        Text(name)
            .onTapGesture(perform: beginNameEditing)
    }

    private func beginNameEditing() {
        if !isEditingName {
            isEditingName = true
        }
    }
}
