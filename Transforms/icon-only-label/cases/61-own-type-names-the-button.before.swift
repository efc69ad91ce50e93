import SwiftUI

// The action comes from outside; the view's own name says what the button is.
struct SettingsButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image("cog-outline")
        }
    }
}

// A callback named for when it runs says nothing of what the button does: the table does.
struct SendBar: View {
    let onCommit: () -> Void

    var body: some View {
        Button(action: onCommit) {
            Image(systemName: "paperplane")
        }
    }
}
