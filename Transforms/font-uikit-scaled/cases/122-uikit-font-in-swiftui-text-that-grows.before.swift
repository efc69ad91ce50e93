import SwiftUI
import UIKit

/// A UIFont handed to SwiftUI text that nothing holds at one size: it is scaled.
struct CaptionRow: View {
    let caption: String

    var body: some View {
        Text(caption)
            .font(Font(UIFont.systemFont(ofSize: 14, weight: .bold)))
            .padding(.horizontal, 8)
    }
}
