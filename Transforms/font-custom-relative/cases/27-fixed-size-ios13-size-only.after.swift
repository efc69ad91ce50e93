import SwiftUI

// iOS 13 has `.custom(_:size:)` but not `relativeTo:`: the fixed size becomes a size that
// scales with `.body`.
struct ReceiptLine: View {
    let amount: String

    var body: some View {
        Text(amount)
            .font(.custom("Menlo", size: 13))
    }
}
