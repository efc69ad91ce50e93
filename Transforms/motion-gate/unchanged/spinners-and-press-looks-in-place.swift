import SwiftUI

/// A page that fades in over its spinner once loaded: the spinner lies over the page in a
/// `ZStack`, takes no room from it and fades out by default. Nothing moves.
struct ArticleScreen: View {
    @State private var isLoaded = false

    var body: some View {
        ZStack {
            Color.black
            ArticleBody()
                .opacity(isLoaded ? 1 : 0)
            if !isLoaded {
                ProgressView()
                    .scaleEffect(1.5)
            }
        }
        .task {
            withAnimation(.easeIn(duration: 0.4)) {
                isLoaded = true
            }
        }
    }
}

/// The same fade, driven from a model the view observes.
final class ReaderModel: ObservableObject {
    @Published var isReady = false
    @Published var isSending = false

    func pageDidLoad() {
        if !isReady {
            withAnimation(.easeIn(duration: 0.4)) {
                isReady = true
            }
        }
    }

    /// Only the reply button's label reads the flag: its title turns into a spinner in place.
    func sendReply() {
        withAnimation {
            isSending = true
        }
    }
}

struct ReaderScreen: View {
    @ObservedObject var model: ReaderModel

    var body: some View {
        VStack {
            ZStack {
                ArticleBody()
                    .opacity(model.isReady ? 1 : 0)
                if !model.isReady {
                    ProgressView()
                }
            }
            Button {
                model.sendReply()
            } label: {
                if model.isSending {
                    ProgressView()
                } else {
                    Text("Reply")
                }
            }
            .buttonStyle(.borderless)
        }
    }
}

/// A card whose border and shadow answer a press: a restyle where it stands.
struct PressableCard: View {
    @State private var isPressed = false

    var body: some View {
        Text("Living Room")
            .padding()
            .shadow(radius: isPressed ? 2 : 8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(isPressed ? Color.blue : Color.gray, lineWidth: 2))
            .animation(.spring(), value: isPressed)
            .onLongPressGesture(minimumDuration: 0, pressing: { isPressed = $0 }, perform: {})
    }
}

// Elsewhere in the project:
// struct ArticleBody: View {
//     var body: some View { Text("Article") }
// }
