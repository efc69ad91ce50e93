import SwiftUI

/// A project container drawn with content handed to it through a closure: whatever the closure
/// holds is drawn inside, so a tap on the container would fold it into one element. A closure
/// that draws the caller's own generic `content`, or a builder that holds controls, is reported.
struct Panel<Body: View>: View {
    let inner: Body

    init(title: String, @ViewBuilder inner: () -> Body) {
        self.inner = inner()
    }

    var body: some View {
        VStack {
            inner
        }
        .padding()
        .background(.regularMaterial)
    }
}

struct WidgetFrame<Content: View>: View {
    let content: Content

    var body: some View {
        Panel(title: "Widget") {
            VStack {
                content
            }
        }
        .onTapGesture { focusWidget() }
    }

    func focusWidget() {}
}

struct PlayerGrid: View {
    let tracks: [String]

    var body: some View {
        Panel(title: "Tracks", inner: { trackGrid() })
            .onTapGesture { bringToFront() }
    }

    @ViewBuilder
    private func trackGrid() -> some View {
        ForEach(tracks, id: \.self) { track in
            Button(track) { play(track) }
        }
    }

    func bringToFront() {}
    func play(_ track: String) {}
}
