import SwiftUI

struct HelpFooter: View {
    private let helpURL = URL(string: "https://example.com/help")!

    var body: some View {
        HStack {
            Text("Need help?")
            Link(destination: helpURL) {
                Image(systemName: "questionmark.circle")
            }
            .accessibilityLabel("Help") // [VERIFY] confirm label matches intent
        }
    }
}
