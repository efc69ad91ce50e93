import SwiftUI

/// A stack whose only content is one screen or another, one of them chosen by a build flag: the
/// `#if` is one view wherever it builds, so the swap is an in-place cross-fade and stays animated.
struct SessionRootView: View {
    @State private var account: String?
    @State private var isSignedOut = false

    var body: some View {
        ZStack {
            if let account {
                Text("Welcome back, \(account)")
            } else if isSignedOut {
                #if BETA
                BetaSignInView()
                #else
                SignInView()
                #endif
            } else {
                VStack {
                    Text("Connecting…")
                    ProgressView()
                }
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("signedIn"))) { note in
            withAnimation {
                account = note.object as? String
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("signedOut"))) { _ in
            withAnimation(.easeInOut) {
                account = nil
                isSignedOut = true
            }
        }
    }
}

// Elsewhere in the project:
// struct BetaSignInView: View { var body: some View { Text("Beta") } }
// struct SignInView: View { var body: some View { Text("Sign in") } }
