import SwiftUI

/// The padding that follows the keyboard in its notification's handler moves with the keyboard,
/// which moves anyway: left alone. The banner's slide is the view's own motion: gated.
struct ComposeView: View {
    @State private var keyboardHeight: CGFloat = 0
    @State private var isBannerShown = false

    var body: some View {
        VStack {
            Text("Saved")
                .offset(y: isBannerShown ? 0 : -80)
            Spacer()
            Button("Show") {
                withAnimation(.spring()) {
                    isBannerShown = true
                }
            }
        }
        .padding(.bottom, keyboardHeight)
    }

    func keyboardWillShow(height: CGFloat) {
        withAnimation(.easeOut(duration: 0.25)) {
            keyboardHeight = height
        }
    }
}
