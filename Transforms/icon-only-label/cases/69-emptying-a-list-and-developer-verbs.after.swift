import SwiftUI

/// A trash button that empties a list clears it ("Clear", not the trash glyph's "Delete"), and a
/// developer verb (`requestConfig`) is the method's name, not what a person asks for: the glyph's
/// word is used instead.
struct LogToolbar: View {
    @State private var lines: [String] = []
    let client: ConfigClient

    var body: some View {
        HStack {
            Button {
                lines.removeAll(keepingCapacity: true)
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Clear") // [VERIFY] confirm label matches intent
            Button {
                client.requestConfig()
            } label: {
                Image(systemName: "arrow.clockwise")
            }
            .accessibilityLabel("Refresh") // [VERIFY] confirm label matches intent
        }
    }
}

final class ConfigClient {
    func requestConfig() {}
}
