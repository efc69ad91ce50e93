import AppKit
import SwiftUI

// A dot beside a calendar's title, the row tinted with the calendar's own colour: a swatch of that
// colour, which the words name, so the dot is decoration. A warning mark beside words that say what
// cannot happen repeats them.
struct CalendarMatch: View {
    let title: String
    let calendarColor: NSColor

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "circle.fill")
            Text(title)
        }
        .foregroundStyle(Color(nsColor: calendarColor))
    }
}

struct CheckStatus: View {
    var body: some View {
        HStack {
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundColor(.orange)
            Text("Check cannot run")
        }
    }
}
