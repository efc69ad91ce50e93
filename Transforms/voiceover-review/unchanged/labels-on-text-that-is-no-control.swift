import SwiftUI

/// Voice Control's "Tap [name]" is for controls: a label on text nobody taps, or on an empty
/// text, may say more than the text shows.
struct CursorPositionBar: View {
    let line: Int?

    var body: some View {
        HStack {
            if let line {
                Text("Ln \(line)")
            } else {
                Text("").accessibilityLabel("No selection")
            }
            Text("UTF-8")
                .accessibilityLabel("Text encoding: UTF-8")
        }
    }
}
