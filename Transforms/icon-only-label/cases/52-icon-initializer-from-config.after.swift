import SFSafeSymbols
import SwiftUI

struct PhotoActions: View {
    let share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemSymbol: .squareAndArrowUp)
        }
        .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
    }
}
