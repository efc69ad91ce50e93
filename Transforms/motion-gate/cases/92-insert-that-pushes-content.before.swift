import SwiftUI

/// In a scroll view a spacer takes no room: a line inserted there pushes the button below it.
struct ReceiptScreen: View {
    @State private var total: Int?

    var body: some View {
        ScrollView {
            VStack {
                Text("Receipt")
                Spacer()
                if let total {
                    Text("Total: \(total)")
                }
                Button("Add") { total = (total ?? 0) + 1 }
            }
            .animation(.default, value: total)
        }
    }
}
