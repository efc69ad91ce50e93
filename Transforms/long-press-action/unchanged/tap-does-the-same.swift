import SwiftUI

/// Left alone: a long press that does what a tap on the same view does. The banner's close
/// button and the long press both close it; the row's tap and long press open the same page.
struct OfferBanner: View {
    let title: String
    let close: () -> Void
    let open: (String) -> Void

    var body: some View {
        VStack {
            Text(title)
                .padding()
                .overlay(alignment: .topTrailing) {
                    Button(action: { close() }) {
                        Image(systemName: "xmark")
                    }
                }
                .onLongPressGesture {
                    close()
                }
            Text(title)
                .onTapGesture { self.open(title) }
                .onLongPressGesture { open(title) }
        }
    }
}
