import SwiftUI

/// The comment right above a control naming it (`// Back button`) is the developer's name for it.
/// On a button that switches a state, the name is the thing switched, and the selected trait
/// follows the state.
struct ScannerScreen: View {
    @Binding var isPresented: Bool
    @State private var isLampOn = false

    var body: some View {
        VStack {
            HStack {
                // Back button
                Button {
                    isPresented = false
                } label: {
                    Image(systemName: "arrow.left")
                }
                .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
                Spacer()
            }
            // Lamp toggle button
            Button {
                isLampOn.toggle()
            } label: {
                Image(systemName: isLampOn ? "flashlight.on.fill" : "flashlight.slash")
            }
            .accessibilityLabel("Lamp") // [VERIFY] confirm label matches intent
            .accessibilityAddTraits(isLampOn ? .isSelected : [])
        }
    }
}
