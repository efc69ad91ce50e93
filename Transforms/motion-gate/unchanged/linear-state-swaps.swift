import SwiftUI

/// A linear curve over content its value only swaps or inserts: loading, empty and loaded states
/// swapped in a ZStack, and a section appearing at the end of a form. A linear curve times a
/// cross-fade here, which Reduce Motion keeps.
struct LibraryScreen: View {
    enum Phase { case loading, empty, loaded }
    @State private var phase = Phase.loading
    @State private var requiresPin = false

    var body: some View {
        ZStack {
            switch phase {
            case .loading:
                ProgressView()
            case .empty:
                Text("Nothing here yet")
            case .loaded:
                List(0..<20, id: \.self) { Text("Item \($0)") }
            }
        }
        .animation(.linear(duration: 0.2), value: phase)

        Form {
            Toggle("Require a PIN", isOn: $requiresPin)
            if requiresPin {
                Section("Hint") {
                    Text("Shown when you unlock")
                }
            }
        }
        .animation(.linear, value: requiresPin)
    }
}
