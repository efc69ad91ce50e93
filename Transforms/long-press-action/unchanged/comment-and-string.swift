import SwiftUI

struct HelpView: View {
    // Long-press a row to copy it: Text(row).onLongPressGesture { copyRow() }
    let hint = "Use .onLongPressGesture { copyRow() } for power users"

    var body: some View {
        /* Text("Row").onLongPressGesture { copyRow() } */
        Text(hint)
    }
}
