import SwiftUI

/// Left alone: a button that is always disabled, one whose action is empty, and an icon whose
/// hit area a content shape grows past its frame to 44 pt.
struct PlayerControls: View {
    let skip: () -> Void

    var body: some View {
        HStack {
            Button(action: skip) {
                Image(systemName: "forward.fill")
                    .frame(width: 24, height: 24)
            }
            .disabled(true)
            Button {} label: {
                Image(systemName: "ellipsis")
                    .frame(width: 24, height: 24)
            }
            Image(systemName: "backward.fill")
                .frame(width: 24, height: 24)
                .contentShape(Rectangle().inset(by: -10))
                .onTapGesture { skip() }
        }
    }
}
