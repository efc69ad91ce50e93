import SwiftUI

/// A repeating timer that steps a value on moves the view itself; the animation only smooths each
/// step. Gated to nil the needle would still turn, in jerks: it is reported, for a still form. A
/// loading ring turned the same way plays the role of `ProgressView()` and keeps turning.
struct RadarSweep: View {
    @State private var heading = 0.0

    var body: some View {
        Image(systemName: "location.north.line")
            .rotationEffect(.degrees(heading))
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                    withAnimation(.linear(duration: 0.1)) {
                        heading += 6
                    }
                }
            }
    }
}

struct LoadingRing: View {
    @State private var angle = 0.0
    let tick = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(.tint, lineWidth: 3)
            .frame(width: 20, height: 20)
            .rotationEffect(.degrees(angle))
            .onReceive(tick) { _ in
                withAnimation { angle += 12 }
            }
    }
}

/// An animation whose value nothing here draws (`ticket.isArchived` is read nowhere in the view)
/// animates no change of its own.
struct TicketRow: View {
    let ticket: Ticket

    var body: some View {
        HStack {
            Image(systemName: "ticket")
            Text(ticket.title)
        }
        .animation(.easeInOut(duration: 0.3), value: ticket.isArchived)
    }
}

// Elsewhere in the project:
// struct Ticket { let title: String; let isArchived: Bool }
