import SwiftUI

// A view drawn in the `label:` a project view puts inside its `Button` is part of that button:
// VoiceOver merges it into the row, so a trait on it is never heard as a button of its own.
struct RowButton<Label: View>: View {
    var action: () -> Void
    @ViewBuilder var label: () -> Label

    var body: some View {
        Button(action: action) {
            HStack {
                label()
                Image(systemName: "chevron.right")
            }
        }
    }
}

struct ChannelRow: View {
    let name: String
    let pinned: Bool
    let open: () -> Void
    let togglePin: () -> Void

    var body: some View {
        RowButton {
            open()
        } label: {
            HStack {
                Text(name)
                Spacer()
                Image(systemName: "pin")
                    .foregroundColor(pinned ? .accentColor : .gray)
                    .highPriorityGesture(TapGesture().onEnded(togglePin))
            }
        }
    }
}
