import SwiftUI

/// Icons that say what the text does not: a lock on a notebook, a coloured dot showing whether a
/// room's heating is on, a checkmark beside a plain task title. Hidden, the state would be lost:
/// reported, not hidden.
struct NotebookRow: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "lock.fill")
                Text("Journal")
            }
            HStack {
                Image(systemName: "circle.fill")
                    .foregroundStyle(.green)
                Text("Kitchen")
            }
            HStack {
                Image(systemName: "checkmark")
                Text("Water the plants")
            }
        }
    }
}
