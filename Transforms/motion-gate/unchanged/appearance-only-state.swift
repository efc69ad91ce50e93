import SwiftUI

/// State whose every read only changes text, an SF Symbol, a colour or a text weight is not
/// motion: animating it cross-fades in place. Reads in actions (the button's own code) draw nothing.
struct CopyLinkRow: View {
    let link: String
    @State private var isCopied = false
    @State private var isPinned = false
    @State private var isHighlighted = false

    var body: some View {
        VStack {
            Button {
                withAnimation { isCopied = true }
            } label: {
                Label(isCopied ? "Copied" : "Copy Link", systemImage: isCopied ? "checkmark" : "doc.on.doc")
                    .foregroundStyle(isCopied ? Color.green : Color.accentColor)
            }
            Text(link)
                .fontWeight(isHighlighted ? .bold : .regular)
                .contentTransition(.interpolate)
                .contextMenu {
                    Button {
                        Task {
                            let pinned = await savePin(!isPinned)
                            withAnimation(.easeInOut) { isPinned = pinned }
                        }
                    } label: {
                        Label(isPinned ? "Unpin" : "Pin", systemImage: isPinned ? "pin.slash" : "pin")
                    }
                }
        }
        .onChange(of: link) { _ in
            withAnimation(.spring(response: 0.25, dampingFraction: 1)) { isHighlighted = true }
        }
    }

    func savePin(_ pinned: Bool) async -> Bool { pinned }
}
