import SwiftUI

/// A client's `withAnimation` in an extension of the class, around a property that no view of the
/// project reads: changing it draws nothing, so there is nothing to gate and nothing to report,
/// although this code builds for iOS and macOS alike.
final class StatsClient: ObservableObject {
    @Published var adminCounts: [Int] = []
    @Published var isOnline = true
}

extension StatsClient {
    func loadAdminCounts() {
        fetch { counts in
            withAnimation {
                self.adminCounts = counts
            }
        }
    }

    private func fetch(_ done: @escaping ([Int]) -> Void) { done([1, 2]) }
}

struct StatusDot: View {
    @ObservedObject var client: StatsClient

    var body: some View {
        Circle()
            .fill(client.isOnline ? Color.green : Color.red)
            .frame(width: 8, height: 8)
    }
}
