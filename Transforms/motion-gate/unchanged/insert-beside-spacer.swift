import SwiftUI

/// A line inserted next to a spacer takes its room from the spacer: the list above and the
/// button pinned below stay where they are, so nothing moves.
struct WalletScreen: View {
    @State private var balance: Int?
    @State private var isLoading = true

    var body: some View {
        VStack {
            Text("Wallet")
            Spacer()
            if let balance {
                Text("Balance: \(balance)")
                    .padding()
            }
            Button("Top up") { balance = (balance ?? 0) + 10 }
        }
        .animation(.default, value: balance)
        .task {
            withAnimation {
                switch balance {
                case .none:
                    isLoading = false
                case .some:
                    isLoading = true
                }
            }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
    }
}
