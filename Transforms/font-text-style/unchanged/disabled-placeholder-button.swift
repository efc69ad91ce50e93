import SwiftUI

/// A disabled, action-less button that stands in for a player control while nothing is chosen: the
/// glyph keeps its size in the fixed panel, and the Large Content Viewer would show nobody a
/// control they can use.
struct EmptyPlayerPanel: View {
    var body: some View {
        VStack {
            Text("Nothing selected")
            Button(action: {}) {
                Image(systemName: "play.circle")
                    .font(.system(size: 30))
            }
            .disabled(true)
        }
        .frame(width: 200, height: 200)
    }
}
