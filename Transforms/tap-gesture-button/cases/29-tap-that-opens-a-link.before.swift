import SwiftUI

/// Text styled as a link that opens a web page when tapped: it is a link for VoiceOver, not a button.
struct CreditRow: View {
    @Environment(\.openURL) private var openURL
    var name: String
    var homepage: URL

    var body: some View {
        Text(name)
            .foregroundStyle(.tint)
            .onTapGesture {
                openURL(homepage)
            }
    }
}
