import SwiftUI

/// A moving transition whose `if` reads a state that no animation changes (set in a callback, no
/// `withAnimation` of it, no `.animation(_, value:)` of it) never plays: a gate would change
/// nothing, so it is left alone even though the type animates another state. The transition whose
/// state the type changes in a `withAnimation` plays, and is gated.
struct TrackerMap: View {
    @State private var notice: String?
    @State private var tokenLoaded = false
    @State private var showsLegend = false

    var body: some View {
        ZStack {
            Color.blue
            if notice != nil {
                VStack {
                    Spacer()
                    NoticeCard(text: notice ?? "")
                        .transition(AnyTransition.move(edge: .bottom))
                }
            }
            if showsLegend {
                Text("Legend")
                    .transition(.slide)
            }
        }
        .frame(height: tokenLoaded ? 300 : 200)
        .onAppear(perform: load)
        .onTapGesture {
            withAnimation { showsLegend.toggle() }
        }
    }

    private func load() {
        fetchToken { token in
            withAnimation {
                if token != nil {
                    self.tokenLoaded = true
                }
            }
            self.notice = "Loaded"
        }
    }

    private func fetchToken(_ done: @escaping (String?) -> Void) { done("t") }
}

struct NoticeCard: View {
    let text: String

    var body: some View {
        Text(text)
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// An `.animation(_, value:)` on the view the `if` inserts appears with it, and plays no insertion:
/// the transition is left alone. The animation itself never plays either: its value is the `if`'s
/// condition, which never changes while the view is there.
struct LoginFailureRow: View {
    @State private var failed = false

    var body: some View {
        VStack {
            Button("Log in") { failed = true }
            if failed {
                NoticeCard(text: "Login failed")
                    .animation(.easeOut, value: failed)
                    .transition(.move(edge: .top))
            }
        }
    }
}
