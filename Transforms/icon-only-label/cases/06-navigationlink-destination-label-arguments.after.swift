import SwiftUI

struct OrdersHeader: View {
    var body: some View {
        HStack {
            Text("Orders")
            Spacer()
            NavigationLink(destination: OrderHistoryView(), label: {
                Image(systemName: "clock.arrow.circlepath")
            })
            .accessibilityLabel("Order history") // [VERIFY] confirm label matches intent
        }
    }
}

struct OrderHistoryView: View {
    var body: some View {
        Text("History")
    }
}
