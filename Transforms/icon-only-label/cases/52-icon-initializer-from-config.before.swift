import SFSafeSymbols
import SwiftUI

struct PhotoActions: View {
    let share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemSymbol: .squareAndArrowUp)
        }
    }
}
