import SwiftUI

/// Values set to anything but what they are declared with, or one value alone, are no reset.
struct CanvasControls: View {
    @State private var zoom: CGFloat = 1.0
    @State private var pan = CGSize.zero

    var body: some View {
        HStack {
            Button {
                zoom = 2
                pan = .zero
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
            Button {
                zoom = 1.0
            } label: {
                Image(systemName: "arrow.counterclockwise.circle")
            }
        }
    }
}
