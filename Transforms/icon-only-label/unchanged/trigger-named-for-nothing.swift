import SwiftUI

/// A trigger named for nothing but being one: no words for what it does.
struct PulsePanel: View {
    @State private var trigger = false

    var body: some View {
        Button {
            trigger.toggle()
        } label: {
            Image(systemName: "waveform")
        }
    }
}
