import SwiftUI

/// A container whose tap swaps between two contents it is handed, where one place hands it a
/// control: a button over it would hide that control, so the tap is reported, not fixed.
struct FlipOnTap<Content: View>: View {
    @State private var isFlipped = false
    let content: (Bool) -> Content

    var body: some View {
        HStack {
            content(isFlipped)
        }
        .onTapGesture {
            isFlipped.toggle()
        }
    }
}

struct PriceRow: View {
    let price: Double

    var body: some View {
        FlipOnTap { showsTotal in
            if showsTotal {
                Text(price, format: .currency(code: "EUR"))
            } else {
                Text("Per item")
            }
        }
        FlipOnTap { showsTotal in
            Button(showsTotal ? "Hide total" : "Show total") {}
        }
    }
}
