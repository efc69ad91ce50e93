import SwiftUI

/// A row folds its parts into one accessibility element. A tap inside a part would only give the
/// whole row the button trait and stay out of reach itself: reported, so the row can offer it as
/// an action. A part every place hides stays quiet. A part drawn only while the row keeps its
/// children apart (`.contain`) is fixed as usual.
struct TicketRow: View {
    let ticket: Ticket
    let isExpanded: Bool

    var body: some View {
        HStack {
            TicketStamp(ticket: ticket)
                .accessibilityHidden(true)
            VStack {
                TicketTitle(ticket: ticket)
                if isExpanded {
                    TicketNotes(ticket: ticket)
                }
            }
        }
        .accessibilityElement(children: isExpanded ? .contain : .combine)
    }
}

struct TicketTitle: View {
    let ticket: Ticket

    var body: some View {
        Text(ticket.title)
            .onTapGesture { ticket.openDetails() }
    }
}

struct TicketStamp: View {
    let ticket: Ticket

    var body: some View {
        Image(systemName: "ticket")
            .onTapGesture { ticket.pin() }
    }
}

struct TicketNotes: View {
    let ticket: Ticket

    var body: some View {
        Text(ticket.notes)
            .onTapGesture { ticket.editNotes() }
    }
}

final class Ticket {
    let title = "Concert"
    let notes = "Row 12"

    func openDetails() {}
    func pin() {}
    func editNotes() {}
}
