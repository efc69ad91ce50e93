import SwiftUI

/// Buttons whose only image is an asset named with one word for what they do: SwiftUI reads "Next"
/// and "Expand", which name the action, so they are left alone. "Back" on a button that shows the
/// previous photo promises navigation: reported.
struct PhotoStrip: View {
    let viewer: PhotoViewer
    @Binding var isEnlarged: Bool

    var body: some View {
        HStack {
            Button(action: { viewer.renderPrevious() }) {
                Image("Back")
            }
            Button(action: { viewer.renderNext() }) {
                Image("Next")
            }
            Button(action: { isEnlarged = true }) {
                Image("Expand")
            }
        }
    }
}

// Elsewhere in the project:
final class PhotoViewer {
    func renderPrevious() {}
    func renderNext() {}
}
