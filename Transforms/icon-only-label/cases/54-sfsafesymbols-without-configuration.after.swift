import SFSafeSymbols
import SwiftUI

/// SFSafeSymbols names symbols as enum cases: `.squareAndArrowUp` is "square.and.arrow.up".
/// Read without any `icon_initializers` setting.
struct ArticleToolbar: View {
    let share: () -> Void
    let dismiss: () -> Void

    var body: some View {
        HStack {
            Button(action: share) {
                Image(systemSymbol: .squareAndArrowUp)
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
            Button(action: dismiss) {
                Image(systemSymbol: .xmarkCircleFill)
            }
            .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
        }
    }
}
