import SwiftUI

enum Typography {
    static let largeTitle = Font.custom("Inter-Bold", size: 34, relativeTo: .largeTitle)
    static let body = Font.custom("Inter-Regular", size: 17)
    static let caption = Font.custom("Inter-Regular", size: 12, relativeTo: .caption)
}

struct InvoiceHeader: View {
    var body: some View {
        Text("Invoice").font(Typography.largeTitle)
    }
}
