import SwiftUI

/// Rows drawn by the project's own views of plain text and images: safe to fold into one
/// element, whose name is the row's text. The index sees into `StopRow` (here, the same file).
struct StopList: View {
    let stops: [Stop]

    var body: some View {
        VStack {
            ForEach(stops) { stop in
                StopRow(stop: stop)
                    .onTapGesture { open(stop) }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
            }
        }
    }

    func open(_ stop: Stop) {}
}

struct StopRow: View {
    let stop: Stop

    var body: some View {
        HStack {
            Image(systemName: "tram")
            Text(stop.name)
            Spacer()
        }
    }
}

struct Stop: Identifiable {
    let id: Int
    let name: String
}
