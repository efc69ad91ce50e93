import SwiftUI
import UIKit

/// What the tool can see is read like the rest: a builder function of the same type that takes
/// arguments (also as the tapped view), a stored colour, a view hidden where it is drawn, and a UIKit view that only shows
/// (an image view). Those rows become one button each. A wrapped UIKit control still counts as
/// a control, and the row holding it is reported.
struct ShipmentRow: View {
    let shipment: String
    private let tint: Color = Color.orange

    var body: some View {
        VStack {
            HStack {
                statusBadge(for: shipment, isLate: true)
                Text(shipment)
            }
            .onTapGesture { openShipment() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)

            Text(shipment)
                .background(tint)
                .onTapGesture { openShipment() }
                .accessibilityAddTraits(.isButton)

            HStack {
                ParcelPhoto()
                    .accessibilityHidden(true)
                TrackingButton()
                    .accessibilityHidden(true)
                Text(shipment)
            }
            .onTapGesture { openShipment() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)

            HStack {
                TrackingButton()
                Text(shipment)
            }
            .onTapGesture { openShipment() }

            shipmentSummary(for: shipment)
                .onTapGesture { openShipment() }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
        }
    }

    private func statusBadge(for name: String, isLate: Bool) -> some View {
        Image(systemName: isLate ? "clock.badge.exclamationmark" : "clock")
    }

    private func shipmentSummary(for name: String) -> some View {
        HStack {
            Image(systemName: "shippingbox")
            Text(name)
        }
    }

    func openShipment() {}
}

/// Shows a photo: an image view, nothing to operate.
struct ParcelPhoto: UIViewRepresentable {
    func makeUIView(context: Context) -> UIImageView {
        UIImageView(image: nil)
    }

    func updateUIView(_ uiView: UIImageView, context: Context) {}
}

/// A UIKit button: a control of its own.
struct TrackingButton: UIViewRepresentable {
    func makeUIView(context: Context) -> UIButton {
        UIButton(type: .system)
    }

    func updateUIView(_ uiView: UIButton, context: Context) {}
}
