import SwiftUI

/// A button that shows and hides one slider is named by what it reveals, in the words the project
/// gave that slider: "Zoom level", never the flag's "Show controls".
struct ZoomBar: View {
    @State private var showControls = false
    @State private var zoom = 1.0

    var body: some View {
        HStack {
            Button {
                showControls.toggle()
            } label: {
                Image(systemName: "plus.magnifyingglass")
            }
            if showControls {
                Slider(value: $zoom, in: 0.5...4)
                    .accessibilityLabel("Zoom level")
            }
        }
    }
}
