import SwiftUI

/// On macOS the control size is 28 pt: a 20 pt icon button is reported against it, and the
/// iOS frame is never added to Mac code.
struct InspectorToggle: View {
    var body: some View {
        HStack {
            Button(action: toggle) {
                Image(systemName: "sidebar.right")
            }
            .frame(width: 20, height: 20)
            Button(action: pin) {
                Image(systemName: "pin")
            }
            .frame(width: 28, height: 28)
        }
    }

    func toggle() {}
    func pin() {}
}
