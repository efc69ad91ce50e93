import SwiftUI

/// A button that puts several of the view's values back to what they are declared with resets it.
struct PhotoViewer: View {
    @State private var zoom: CGFloat = 1.0
    @State private var pan = CGSize.zero

    var body: some View {
        VStack {
            Rectangle()
                .scaleEffect(zoom)
                .offset(pan)
            Button {
                withAnimation {
                    zoom = 1
                    pan = .zero
                }
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
            .accessibilityLabel("Reset") // [VERIFY] confirm label matches intent
        }
    }
}
