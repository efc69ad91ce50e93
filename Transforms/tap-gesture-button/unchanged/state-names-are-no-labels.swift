import SwiftUI

/// Names of stored state say nothing of what a tap does: "Wrapped value", "Selection" or
/// "Is expanded" would be read out as the control's name. A toggled state is shown with a trait,
/// not named with a label, so each of these is reported for a person to name.
struct StopPicker: View {
    @Binding var isSaved: Bool
    @State private var isExpanded = false
    @State private var selection: Int?
    let stopID: Int

    var body: some View {
        VStack {
            Image(systemName: "bookmark")
                .onTapGesture { $isSaved.wrappedValue.toggle() }
            Image(systemName: "mappin")
                .onTapGesture { selection = stopID }
            Image("route-line")
                .onTapGesture { isExpanded = true }
            if isExpanded, let selection {
                Text("Stop \(selection)")
            }
        }
    }
}
