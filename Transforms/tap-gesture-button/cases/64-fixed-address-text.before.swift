import SwiftUI

/// A text that opens a fixed address: `URL(string:)` of a literal parses the same on every tap,
/// so it is no condition and the text is always a link.
struct AboutFooter: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Text("Read our privacy policy")
            .foregroundStyle(.blue)
            .onTapGesture {
                if let url = URL(string: "https://example.com/privacy") {
                    openURL(url)
                }
            }
    }
}
