import SwiftUI

struct RefreshButton: View {
    let refresh: () -> Void

    var body: some View {
        Button(action: refresh) {
            Image(systemName: "arrow.clockwise")
        }
        .accessibility(label: Text("Refresh"))
        .accessibility(sortPriority: -1)
    }
}
