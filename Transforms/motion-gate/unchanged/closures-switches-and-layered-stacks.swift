import SwiftUI

/// Three changes that move nothing this view can gate. A local closure run in the animation only
/// calls another object's method and a callback: what moves is decided where they are drawn (and
/// there timed by those views' own animations). A send state swaps a symbol
/// for a spinner in the button's label, and is otherwise read for values: a caption and whether
/// the button is enabled. Controls shown in an overlay come and go with the default fade, in a
/// stack that holds nothing else.
final class HeaderState: ObservableObject {
    @Published var showsTitle = false

    func setShowsTitle(_ shows: Bool) {
        showsTitle = shows
    }
}

struct ArticleHeader: View {
    @ObservedObject var header: HeaderState
    let offset: CGFloat
    var onTitleChange: ((Bool) -> Void)?

    var body: some View {
        Text("Article")
            .onChange(of: offset) { new in
                follow(new)
            }
    }

    private func follow(_ offset: CGFloat) {
        let shows = offset > 40
        guard shows != header.showsTitle else { return }
        let apply = {
            header.setShowsTitle(shows)
            onTitleChange?(shows)
        }
        withAnimation(.easeInOut(duration: 0.3)) {
            apply()
        }
    }
}

struct SendButton: View {
    enum SendState: Equatable { case idle, sending, sent }

    @State private var state = SendState.idle

    private var caption: String {
        switch state {
        case .idle: return "Send"
        case .sending: return "Sending"
        case .sent: return "Sent"
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Button {
                state = .sending
            } label: {
                switch state {
                case .idle: Image(systemName: "paperplane")
                case .sending: ProgressView()
                case .sent: Image(systemName: "checkmark")
                }
            }
            .disabled({
                switch state {
                case .idle: return false
                default: return true
                }
            }())
            Text(caption)
        }
        .onChange(of: state) { new in
            guard new == .sent else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
                withAnimation {
                    state = .idle
                }
            }
        }
    }
}

struct PhotoViewer: View {
    @State private var showsControls = true

    var body: some View {
        Color.black
            .onTapGesture { showsControls.toggle() }
            .overlay(
                GeometryReader { proxy in
                    VStack {
                        if showsControls {
                            HStack {
                                Button("Close") {}
                                Spacer()
                            }
                            Spacer()
                            Text("1 of 12")
                                .padding(.bottom, proxy.safeAreaInsets.bottom)
                        }
                    }
                    .animation(.easeInOut, value: showsControls)
                }
            )
    }
}
