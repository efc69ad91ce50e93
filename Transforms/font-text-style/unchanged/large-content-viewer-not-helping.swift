import SwiftUI

// The Large Content Viewer opens on a long press: not on a control that has a long press of its
// own, and not where the control's title text scales and only a chevron keeps its size.
struct JumpButton: View {
    let jump: () -> Void
    let jumpToEnd: () -> Void

    var body: some View {
        Button(action: jump) {
            Image(systemName: "arrow.down.to.line")
                .font(.system(size: 18, weight: .semibold))
                .frame(width: 44, height: 44)
        }
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in jumpToEnd() })
        .accessibilityLabel("Jump to newest")
    }
}

struct SortButton: View {
    let sort: () -> Void

    var body: some View {
        Button(action: sort) {
            Image(systemName: "arrow.up.arrow.down")
                .font(.system(size: 16))
                .frame(width: 40, height: 40)
        }
        .contextMenu {
            Button("Newest first", action: sort)
        }
        .accessibilityLabel("Sort")
    }
}

struct ScopePicker<Content: View>: View {
    let title: String
    @ViewBuilder let choices: () -> Content

    var body: some View {
        Menu {
            choices()
        } label: {
            HStack(spacing: 6) {
                Text(title)
                Image(systemName: "chevron.down")
                    .font(.system(size: 9, weight: .bold))
                    .frame(width: 16, height: 16)
            }
            .font(.headline)
        }
    }
}
