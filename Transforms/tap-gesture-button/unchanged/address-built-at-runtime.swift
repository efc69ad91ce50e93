import SwiftUI

/// An address built from a value the app holds may not parse: the text is a link only when it
/// does, a condition for a person to write.
struct ProfileLink: View {
    let handle: String

    @Environment(\.openURL) private var openURL

    var body: some View {
        Text("@\(handle)")
            .onTapGesture {
                if let url = URL(string: "https://example.com/\(handle)") {
                    openURL(url)
                }
            }
    }
}
