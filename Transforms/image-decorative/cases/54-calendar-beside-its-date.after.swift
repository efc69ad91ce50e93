import SwiftUI

/// A calendar beside the date it marks says "calendar" and nothing the date does not: hidden.
/// Beside a count, it is all that says what is counted: reported.
struct EventHeader: View {
    let scheduledAt: Date
    let dueDate: Date
    let attendees: Int

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "calendar")
                    .accessibilityHidden(true)
                Text(scheduledAt.formatted())
            }
            HStack {
                Image(systemName: "calendar.circle")
                    .accessibilityHidden(true)
                Text(dueDate, style: .date)
            }
            HStack {
                Image(systemName: "calendar")
                Text("\(attendees)")
            }
        }
    }
}
