import SwiftUI

// A button that sets the detent a sheet is shown at expands it (`.large`) or collapses it (a smaller
// detent): the detent's case is no word a person says.
struct PlayerDrawer: View {
    @State private var detent: PresentationDetent = .fraction(0.2)

    var body: some View {
        VStack {
            Button {
                detent = .large
            } label: {
                Image(systemName: "chevron.compact.up")
            }
            Button {
                withAnimation { detent = .fraction(0.2) }
            } label: {
                Image(systemName: "chevron.compact.down")
            }
        }
        .presentationDetents([.fraction(0.2), .large], selection: $detent)
    }
}

struct QueueDrawer: View {
    @Binding var size: PresentationDetent

    var body: some View {
        Button {
            size = .large
        } label: {
            Image(systemName: "arrow.up.to.line")
        }
    }
}
