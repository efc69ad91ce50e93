import SwiftUI

struct Ticket {
    let code: String
}

struct TicketCard: View {
    let ticket: Ticket

    var body: some View {
        Text(ticket.code)
    }
}

struct ScanResultView: View {
    let match: Ticket?
    @State private var code = ""
    var redeem: (Ticket) -> Void

    var body: some View {
        VStack {
            // The card opens the match; so does the "Redeem" button in the row below it.
            if let match {
                TicketCard(ticket: match)
                    .onTapGesture {
                        redeem(match)
                    }
                Divider()
            }
            HStack {
                TextField("Code", text: $code)
                if let match {
                    Button("Redeem") {
                        redeem(match)
                    }
                }
            }
        }
    }
}
