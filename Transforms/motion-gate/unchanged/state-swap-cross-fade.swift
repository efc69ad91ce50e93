import SwiftUI

/// A ZStack or Group whose only child switches on the animated state swaps one view for another
/// in place: SwiftUI's default transition cross-fades them, so nothing is gated.
struct ReportScreen: View {
    enum Phase: Equatable {
        case loading, failed, loaded
    }

    @State private var phase = Phase.loading
    @State private var title = ""

    var body: some View {
        VStack {
            ZStack {
                switch phase {
                case .loading:
                    ProgressView()
                case .failed:
                    Text("Could not load the report")
                case .loaded:
                    List(1..<20, id: \.self) { row in
                        Text("Row \(row)")
                    }
                }
            }
            .animation(.easeInOut(duration: 0.3), value: phase)
            Group {
                if title.isEmpty {
                    Label("A title is required", systemImage: "exclamationmark.circle")
                } else {
                    Label("Looks good", systemImage: "checkmark.circle")
                }
            }
            .animation(.default, value: title)
            TextField("Title", text: $title)
        }
    }
}
