import SwiftUI

/// A button whose title turns into a spinner, and a refresh spinner laid over a card: the first
/// swaps one view for another in place, the second fades in an overlay. Neither moves anything.
struct SignInButton: View {
    @State private var isSigningIn = false
    @State private var isRefreshing = false
    var signIn: () async -> Void

    var body: some View {
        VStack {
            Button {
                withAnimation {
                    isSigningIn = true
                }
                Task { await signIn() }
            } label: {
                if isSigningIn {
                    ProgressView()
                } else {
                    Text("Sign In")
                }
            }
            .frame(height: 44)

            Text("Account")
                .overlay {
                    if isRefreshing {
                        ProgressView()
                    }
                }
                .onTapGesture {
                    withAnimation(.easeIn) { isRefreshing = true }
                }
        }
    }
}

/// A save button whose symbol becomes a spinner, then a checkmark: one leaf view per case.
struct SaveImageButton: View {
    private enum Saving { case idle, saving, saved }
    @State private var saving = Saving.idle

    var body: some View {
        Button {
            withAnimation {
                saving = .saved
            }
        } label: {
            switch saving {
            case .idle: Image(systemName: "arrow.down.circle")
            case .saving: ProgressView()
            case .saved: Image(systemName: "checkmark.circle.fill")
            }
        }
    }
}

/// The checkmark goes back to the symbol a second later, outside this animation: the deferred
/// work changes nothing the animation plays.
struct CopyLinkButton: View {
    @State private var didCopy = false

    var body: some View {
        Button {
            withAnimation {
                didCopy = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    didCopy = false
                }
            }
        } label: {
            if didCopy {
                Image(systemName: "checkmark")
            } else {
                Image(systemName: "link")
            }
        }
    }
}
