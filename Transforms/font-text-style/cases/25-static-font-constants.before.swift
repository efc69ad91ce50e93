import SwiftUI

enum Typography {
    static let title = Font.system(size: 28, weight: .bold)
    static let body = Font.system(size: 17)
    static let caption = Font.system(size: 12, design: .rounded)
}

struct ReceiptRow: View {
    let item: String

    var body: some View {
        Text(item).font(Typography.body)
    }
}
