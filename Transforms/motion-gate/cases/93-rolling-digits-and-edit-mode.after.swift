import SwiftUI

/// Digits that roll as a countdown changes, and a list whose edit mode slides its handles in,
/// move: both animations are gated.
struct TimerList: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var remaining = 60
    @State private var editMode = EditMode.inactive
    @State private var names = ["One", "Two"]

    var body: some View {
        VStack {
            Text("\(remaining)")
                .contentTransition(.numericText(countsDown: true))
                .animation(reduceMotion ? nil : .smooth, value: remaining)
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { names.remove(atOffsets: $0) }
            }
            .environment(\.editMode, $editMode)
            .animation(reduceMotion ? nil : .default, value: editMode)
        }
    }
}
