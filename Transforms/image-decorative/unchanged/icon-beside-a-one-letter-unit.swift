import SwiftUI

/// A number with a one-letter unit (`"\(minutes)m"`) says how much, never of what: the icon is all
/// that says it, and is reported, never hidden.
struct BreakSummary: View {
    let minutes: Int
    let days: Int

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "cup.and.saucer")
                Text("\(minutes)m")
            }
            HStack {
                Image(systemName: "flame")
                Text("\(days)d")
            }
        }
    }
}
