import SwiftUI

/// Gradients and layers shade what is drawn in place: a background gradient whose colours and end
/// points shift, a gradient mask easing in over a backdrop, a layer swapped as a value. None of it
/// travels, so none of it is gated.
struct PrivacyNote: View {
    @State private var startPoint: UnitPoint = .topLeading
    @State private var backdrop = AnyView(Color.blue)
    @State private var revealsBackdrop = false

    var body: some View {
        Text("Your data stays on this device")
            .padding()
            .background(backdrop)
            .background {
                LinearGradient(colors: [.purple, .blue], startPoint: startPoint, endPoint: .bottomTrailing)
            }
            .mask {
                LinearGradient(colors: [.black, revealsBackdrop ? .black : .clear], startPoint: .top, endPoint: .bottom)
            }
            .onAppear {
                withAnimation(.easeIn(duration: 2)) {
                    startPoint = .top
                    backdrop = AnyView(Color.purple)
                }
                withAnimation(.easeInOut(duration: 0.4)) {
                    revealsBackdrop = true
                }
            }
    }
}
