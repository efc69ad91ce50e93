import SwiftUI

/// What a layer inserts takes no room, and with no transition of its own SwiftUI fades it in and
/// out: a fade, which Reduce Motion keeps. Also when the `if` is the whole of a view or of a
/// `@ViewBuilder` function that this file places only in an overlay or a background.
struct CopyConfirmation: View {
    @Binding var copiedText: String?

    var body: some View {
        if let copiedText {
            Text("Copied \(copiedText)")
                .padding(10)
                .background(.thinMaterial, in: .rect(cornerRadius: 8))
                .task {
                    try? await Task.sleep(for: .seconds(2))
                    withAnimation { self.copiedText = nil }
                }
        }
    }
}

struct SnippetList: View {
    @State private var copied: String?
    @State private var lastSaved: Date?
    let snippets: [String]

    var body: some View {
        List(snippets, id: \.self) { snippet in
            Button(snippet) {
                copied = snippet
                withAnimation(.spring()) { lastSaved = .now }
            }
        }
        .background(
            ZStack {
                savedNote()
            }
            .animation(.spring(), value: lastSaved)
        )
        .overlay(alignment: .top) {
            CopyConfirmation(copiedText: $copied)
        }
    }

    @ViewBuilder func savedNote() -> some View {
        if let lastSaved {
            Text(lastSaved, style: .relative)
        }
    }
}

/// A paged `TabView` that always stands in its stack: nothing inserts it, so its transition never plays.
struct OnboardingPager: View {
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                Text("Welcome").tag(0)
                Text("Sync").tag(1)
            }
            .tabViewStyle(.page)
            .transition(.slide)
            Button("Next") { page += 1 }
        }
    }
}

#Preview {
    CopyConfirmation(copiedText: .constant("Hello"))
}
