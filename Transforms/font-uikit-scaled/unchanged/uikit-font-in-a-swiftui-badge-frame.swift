import SwiftUI
import UIKit

/// A UIFont handed to SwiftUI text in a badge of constant size: the frame keeps the text one size,
/// as it would a SwiftUI font.
struct InitialsBadge: View {
    let initials: String

    var body: some View {
        ZStack {
            Circle()
                .frame(width: 24, height: 24)
            Text(verbatim: initials)
                .font(Font(UIFont.systemFont(ofSize: 7, weight: .bold)))
                .frame(width: 22, height: 8)
        }
    }
}
