import SwiftUI

struct CafeMenuHeader: View {
    var body: some View {
        VStack {
            // Café photo — “house blend” ☕️ 日本語
            Image("coffee-cup")
                .resizable()
                .scaledToFit()
        }
    }
}
