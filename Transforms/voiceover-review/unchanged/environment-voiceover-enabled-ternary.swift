import SwiftUI

struct PromoCarousel: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var accessibilityVoiceOverEnabled
    let pages: [String]

    var body: some View {
        TabView {
            ForEach(pages, id: \.self) { page in
                Text(page)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: accessibilityVoiceOverEnabled ? .always : .automatic))
    }
}
