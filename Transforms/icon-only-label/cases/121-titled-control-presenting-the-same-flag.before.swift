import SwiftUI

/// Newer systems get a bare glyph (a tip anchors on it), older ones a `Label("Tip Jar", …)`: both
/// present the same sheet, so the titled one's words name the glyph, not the table's "Favorite".
struct SupportToolbar: View {
    @State private var tipJarShown = false
    let hints: HintCenter

    var body: some View {
        Group {
            if #available(iOS 17, *) {
                Button {
                    hints.dismissTipHint()
                    tipJarShown.toggle()
                } label: {
                    Image(systemName: "heart.fill")
                }
            } else {
                Button {
                    tipJarShown.toggle()
                } label: {
                    Label("Tip Jar", systemImage: "heart.fill")
                }
            }
        }
        .sheet(isPresented: $tipJarShown) {
            Text("Thank you")
        }
    }
}

// Elsewhere in the project:
// final class HintCenter { func dismissTipHint() {} }
