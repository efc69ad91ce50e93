import SwiftUI

struct PromoCarousel: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    let pages: [String]

    var body: some View {
        TabView {
            ForEach(pages, id: \.self) { page in
                Text(page)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: voiceOverEnabled ? .always : .automatic))
    }
}
