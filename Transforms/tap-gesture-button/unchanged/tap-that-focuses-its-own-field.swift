import SwiftUI

struct ServerField: View {
    @State private var address = ""
    @State private var connecting = false
    @FocusState private var fieldFocused: Bool

    var body: some View {
        TextField("Server address", text: $address)
            .focused($fieldFocused)
            .padding()
            .onTapGesture {
                if !connecting { fieldFocused = true }
            }
    }
}
