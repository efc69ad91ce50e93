import SwiftUI

struct EventSummaryRow: View {
    let title: String
    let attendeeCount: Int
    let link: String
    var onOpen: (() -> Void)?
    var onShare: (() -> Void)?
    var showAttendees: () -> Void
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            // A button only when a handler is given.
            HStack {
                Image(systemName: "calendar")
                Text(title)
            }
            .onTapGesture { onOpen?() }

            Text("Share")
                .onTapGesture {
                    if let onShare { onShare() }
                }

            // A button only when there is more than one attendee.
            Text("\(attendeeCount) attendees")
                .onTapGesture {
                    guard attendeeCount > 1 else { return }
                    showAttendees()
                }

            // Always a button: when the guard fails, the tap still acts.
            Text("Attendees")
                .onTapGesture {
                    guard attendeeCount > 1 else {
                        onShare?()
                        return
                    }
                    showAttendees()
                }

            // Always a button.
            Text("All attendees")
                .onTapGesture { showAttendees() }

            // A condition longer than a line's worth: reported, for a person to word.
            Text("Attendee list")
                .onTapGesture {
                    guard attendeeCount > 1, onOpen != nil, onShare != nil, !title.isEmpty,
                        !link.isEmpty
                    else { return }
                    showAttendees()
                }

            // The condition is a value made by a call: reported, not written into a trait.
            Text("Open link")
                .onTapGesture {
                    guard let url = URL(string: link) else { return }
                    openURL(url)
                }
        }
    }
}
