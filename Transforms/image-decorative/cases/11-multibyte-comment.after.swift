import SwiftUI

struct InvitationCard: View {
    var body: some View {
        VStack {
            // Ornement floral — « décor » ✿ 装飾
            Image("floral-ornament")
                .resizable()
                .scaledToFit()
                .accessibilityHidden(true)
            Text("You're invited")
        }
    }
}
