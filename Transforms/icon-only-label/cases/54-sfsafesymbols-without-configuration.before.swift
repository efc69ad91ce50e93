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
            Button(action: dismiss) {
                Image(systemSymbol: .xmarkCircleFill)
            }
        }
    }
}
