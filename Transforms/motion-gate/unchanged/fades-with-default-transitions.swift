import SwiftUI

/// Views that fade in by `.transition(.opacity)`, beside views that name no transition and take
/// the default one, itself a fade: a splash artwork and its fallback, and a view state's
/// loading, error and empty views swapped by its own identity. Nothing moves: none is gated.
struct SplashBackdrop: View {
    let artwork: Image?
    @State private var isShown = false

    var body: some View {
        ZStack {
            if isShown {
                if let artwork {
                    artwork
                        .resizable()
                        .transition(.opacity)
                } else {
                    Color.indigo
                }
            }
        }
        .animation(.easeIn(duration: 0.8), value: isShown)
        .onAppear { isShown = true }
    }
}

struct CaptionReveal: View {
    @State private var isCaptionShown = false

    var body: some View {
        VStack {
            if isCaptionShown {
                Text("Welcome back")
                    .transition(.opacity)
            }
            Button("Show") {
                withAnimation(.easeIn(duration: 0.4)) { isCaptionShown = true }
            }
        }
    }
}

enum LoadState: Identifiable, Equatable {
    case loading
    case empty
    case failed(String)

    var id: String {
        switch self {
        case .loading: "loading"
        case .empty: "empty"
        case .failed(let message): message
        }
    }
}

extension LoadState {
    @ViewBuilder @MainActor
    var placeholder: some View {
        Group {
            switch self {
            case .loading:
                ProgressView()
            case .empty:
                EmptyView()
            case .failed(let message):
                Text(message)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.opacity)
        .animation(.default, value: self.id)
    }
}
