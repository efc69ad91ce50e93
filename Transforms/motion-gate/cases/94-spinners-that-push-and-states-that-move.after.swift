import SwiftUI

/// A spinner above the page in a `VStack`: when it goes, the page below slides up into its room.
struct InboxScreen: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isLoaded = false

    var body: some View {
        VStack {
            if !isLoaded {
                ProgressView()
            }
            InboxList()
                .opacity(isLoaded ? 1 : 0)
        }
        .task {
            withAnimation(reduceMotion ? nil : .easeIn(duration: 0.4)) {
                isLoaded = true
            }
        }
    }
}

/// A spinner laid over the page, but the page also rises into place as it loads: the offset moves.
struct FeedScreen: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isLoaded = false

    var body: some View {
        ZStack {
            InboxList()
                .opacity(isLoaded ? 1 : 0)
                .offset(y: isLoaded ? 0 : 24)
            if !isLoaded {
                ProgressView()
            }
        }
        .task {
            withAnimation(reduceMotion ? nil : .easeIn(duration: 0.4)) {
                isLoaded = true
            }
        }
    }
}

/// A badge laid over a card, but brought in by the project's own transition, which slides.
struct PlanCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isVisible = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text("Yearly")
                .padding()
            if isVisible {
                Image(systemName: "checkmark.seal")
                    .asymmetricTransition(insertion: .slide, removal: .opacity)
            }
        }
        .onAppear {
            withAnimation(reduceMotion ? nil : .default) {
                isVisible = true
            }
        }
    }
}

/// The send button's title turns into a spinner in place, but another view inserts a status line
/// above the composer on the same flag: that pushes the composer down.
final class ComposerModel: ObservableObject {
    @Published var isSending = false

    func send() {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {
            isSending = true
        }
    }
}

struct ComposerScreen: View {
    @ObservedObject var model: ComposerModel

    var body: some View {
        VStack {
            if model.isSending {
                Text("Sending…")
                    .font(.footnote)
            }
            Text("Draft")
            Button {
                model.send()
            } label: {
                if model.isSending {
                    ProgressView()
                } else {
                    Text("Send")
                }
            }
        }
    }
}

// Elsewhere in the project:
// extension View {
//     func asymmetricTransition(insertion: AnyTransition, removal: AnyTransition) -> some View {
//         transition(.asymmetric(insertion: insertion, removal: removal))
//     }
// }
// struct InboxList: View {
//     var body: some View { Text("Inbox") }
// }
