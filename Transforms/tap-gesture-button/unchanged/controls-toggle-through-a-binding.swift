import SwiftUI

/// A camera view whose tap shows or hides the player's controls through an optional binding:
/// chrome, not a button.
struct CameraStream: View {
    let controlsVisible: Binding<Bool>?

    var body: some View {
        Image("camera-frame")
            .onTapGesture {
                controlsVisible?.wrappedValue.toggle()
            }
    }
}
