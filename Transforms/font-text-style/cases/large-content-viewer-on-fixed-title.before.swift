import SwiftUI

// A menu whose title keeps one size too (its row has a constant height), and a button with a
// double tap of its own: no long press competes, so the viewer is the way to read them.
struct FilterMenu<Content: View>: View {
    @ViewBuilder let choices: () -> Content

    var body: some View {
        Menu {
            choices()
        } label: {
            HStack(spacing: 4) {
                Text("Filter")
                    .font(.system(size: 12, weight: .medium))
                Image(systemName: "line.3.horizontal.decrease")
                    .font(.system(size: 12))
                    .frame(width: 20, height: 20)
            }
            .frame(height: 28)
        }
    }
}

struct CloseButton: View {
    let close: () -> Void
    let closeAll: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark")
                .font(.system(size: 14, weight: .bold))
                .frame(width: 32, height: 32)
        }
        .simultaneousGesture(TapGesture(count: 2).onEnded { closeAll() })
        .accessibilityLabel("Close")
    }
}
