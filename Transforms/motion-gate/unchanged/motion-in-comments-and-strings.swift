import SwiftUI

struct ReleaseNotes: View {
    // Previously used withAnimation(.spring) { expanded.toggle() } here.
    let notes = "Added .transition(.slide) to the sidebar and .animation(.bouncy, value: x)."

    var body: some View {
        /* .animation(.easeIn(duration: 0.2), value: notes) */
        Text(notes)
    }
}
