import SwiftUI

enum Typography {
    static let title = Font.title.weight(.bold)
    static let body = Font.body
    static let caption = Font.system(.caption, design: .rounded)
}

struct ReceiptRow: View {
    let item: String

    var body: some View {
        Text(item).font(Typography.body)
    }
}
