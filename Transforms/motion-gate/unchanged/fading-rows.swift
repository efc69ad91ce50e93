import SwiftUI

/// A flag that only inserts rows carrying `.transition(.opacity)` (themselves, or all the content
/// of the section they are in) is a designed fade, even when it is a model's property: neither the
/// `.animation` nor the `withAnimation` is gated. Rows below reflowing is not what Reduce Motion removes.
final class SourceListModel: ObservableObject {
    @Published var isRefreshing = false
    @Published var sources: [String] = []
}

struct SourceList: View {
    @ObservedObject var model: SourceListModel
    @State private var showsHint = false

    var body: some View {
        List {
            refreshRow
            if showsHint {
                Text("Pull to refresh")
                    .transition(.opacity)
            } else {
                Text("Sources")
                    .transition(.opacity)
            }
            ForEach(model.sources, id: \.self) { source in
                Text(source)
            }
        }
        .animation(.easeInOut(duration: 0.35), value: model.isRefreshing)
        .onAppear {
            withAnimation { showsHint = true }
        }
    }

    @ViewBuilder
    private var refreshRow: some View {
        if model.isRefreshing {
            Section {
                HStack {
                    ProgressView()
                    Text("Updating…")
                }
                .transition(.opacity)
            }
        }
    }
}
