import SwiftUI

// Rows whose pictures come from a parameter typed `Image?` or from another object's method named as
// making an image (`sorter.image(for: order)`): pictures all the same, so a row of them and text is
// combined and marked as a button. A callback named for when it runs and then for the deed it asks
// for (`onSelectCreate`) names the plus it is tapped on.
struct CopyRows: View {
    let address: String
    let sorter: OrderPicker
    let onSelectCreate: () -> Void

    var body: some View {
        VStack {
            detailRow(title: "Sent to", value: address, icon: Image(systemName: "doc.on.doc"))
                .onTapGesture {
                    copy(address)
                }
            ForEach(sorter.orders, id: \.self) { order in
                HStack {
                    sorter.image(for: order)
                    Text(order)
                }
                .onTapGesture {
                    sorter.pick(order)
                }
            }
            Image(systemName: "plus")
                .onTapGesture(perform: onSelectCreate)
        }
    }

    @ViewBuilder func detailRow(title: String, value: String, icon: Image? = nil) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
            if let icon {
                icon
                    .padding(.leading, 6)
            }
        }
    }

    func copy(_ text: String) {}
}

final class OrderPicker {
    let orders = ["Name", "Date"]

    func image(for order: String) -> Image {
        Image(systemName: order == "Name" ? "textformat" : "calendar")
    }

    func pick(_ order: String) {}
}
