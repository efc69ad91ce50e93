import SwiftUI

struct TrackRow: View {
    let title: String
    var play: () -> Void
    var download: () -> Void

    var body: some View {
        VStack {
            // One element that ignores its children: a label in here is never read.
            HStack {
                Text(title)
                Button(action: play) {
                    Image(systemName: "play.fill")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(title)
            .accessibilityAction(named: "Play", play)

            // Children stay elements of their own: the button needs its name.
            HStack {
                Text(title)
                Button(action: download) {
                    Image(systemName: "arrow.down.circle")
                }
            }
            .accessibilityElement(children: .contain)
        }
    }
}
