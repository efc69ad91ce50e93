import SwiftUI

/// A plus that moves a time 15 minutes later adds no item: the glyph's "New" would misname it.
/// Reported for a label that says how far it moves.
struct EntryTime: View {
    @State private var date = Date()

    var body: some View {
        HStack {
            Text(date, style: .time)
            Button {
                date = date.addingTimeInterval(15 * 60)
            } label: {
                Image(systemName: "plus.circle")
            }
        }
    }
}
