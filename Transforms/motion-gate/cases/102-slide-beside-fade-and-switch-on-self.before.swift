import SwiftUI

/// A view that slides in beside one that fades still moves: its transition becomes a cross-fade
/// under Reduce Motion, which the animation keeps playing. A state whose views slide in by a
/// switch on itself is no in-place swap: its transition is reported (an extension of a type that
/// is no view cannot read the environment).
struct BannerBackdrop: View {
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
                        .transition(.move(edge: .bottom))
                }
            }
        }
        .animation(.easeIn(duration: 0.8), value: isShown)
        .onAppear { isShown = true }
    }
}

enum SyncState: Identifiable, Equatable {
    case syncing
    case done

    var id: Int {
        switch self {
        case .syncing: 0
        case .done: 1
        }
    }
}

extension SyncState {
    @ViewBuilder @MainActor
    var badge: some View {
        Group {
            switch self {
            case .syncing:
                ProgressView()
            case .done:
                Image(systemName: "checkmark")
            }
        }
        .transition(.slide)
        .animation(.default, value: self.id)
    }
}
