import SwiftUI

/// A tap on a whole project view that calls a method the view declares too (`toggleExpanded`):
/// the view's own button does what the tap does, and VoiceOver reaches that button. A tap calling
/// something the view does not declare (`openQueue`) is reported: combining would hide the button.
struct NowPlayingBar: View {
    @State private var isExpanded = false
    @State private var showsQueue = false

    var body: some View {
        VStack {
            MiniBar(isExpanded: $isExpanded)
                .onTapGesture {
                    toggleExpanded()
                }
            MiniBar(isExpanded: $isExpanded)
                .onTapGesture {
                    openQueue()
                }
        }
    }

    func toggleExpanded() {
        withAnimation { isExpanded.toggle() }
    }

    func openQueue() {
        showsQueue = true
    }
}

struct MiniBar: View {
    @Binding var isExpanded: Bool

    func toggleExpanded() {
        withAnimation { isExpanded.toggle() }
    }

    var body: some View {
        HStack {
            Text("Now playing")
            Button(action: { toggleExpanded() }) {
                Image(systemName: "chevron.up")
            }
            .accessibilityLabel("Expand")
        }
    }
}
