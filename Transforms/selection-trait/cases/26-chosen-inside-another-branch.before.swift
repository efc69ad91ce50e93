import SwiftUI

/// Options drawn inside a branch that says nothing of which one is chosen (`if isEditing`): the
/// comparison still tells them apart, so each says whether it is the chosen one.
enum Unit { case metric, imperial }

struct UnitSwitch: View {
    @State private var unit: Unit = .metric
    @State private var isEditing = true

    var body: some View {
        VStack {
            if isEditing {
                Button { unit = .metric } label: {
                    HStack {
                        Text("Metric")
                        if unit == .metric { Image(systemName: "checkmark") }
                    }
                }
            }
        }
    }
}
