import SwiftUI

/// A menu with an empty tap (kept so a parent link does not take the tap) is reached twice, as a
/// control and through its gesture: one finding, one fix.
struct RowMenu: View {
    let rename: () -> Void

    var body: some View {
        Menu {
            Button("Rename", action: rename)
        } label: {
            Image(systemName: "ellipsis")
                .frame(width: 24, height: 24)
        }
        .onTapGesture {}
    }
}
