import SwiftUI

/// macOS controls are small by design (28 pt regular, 20 pt for small and mini controls): only
/// a button below the 20 pt minimum is reported, padding after its frame counts as part of it,
/// toolbar items are left to the toolbar, and the iOS frame is never added to Mac code.
struct InspectorToggle: View {
    var body: some View {
        HStack {
            Button(action: toggle) {
                Image(systemName: "sidebar.right")
            }
            .frame(width: 16, height: 16)
            Button(action: pin) {
                Image(systemName: "pin")
            }
            .frame(width: 20, height: 20)
            Text("Scope")
                .frame(height: 14)
                .padding(.vertical, 4)
                .onTapGesture { pin() }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button(action: toggle) {
                    Image(systemName: "chevron.left")
                        .frame(width: 12)
                }
            }
        }
    }

    func toggle() {}
    func pin() {}
}
