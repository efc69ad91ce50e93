import SwiftUI

/// A dot whose colour a state picks (a ternary, or a colour the type computes from its state) says what
/// the name beside it does not: reported. A warning mark beside a short name flags that thing, and the
/// same mark beside several fields flags each one's error: reported too, even beside a long name.
struct DeviceRow: View {
    let name: String
    let isReachable: Bool
    let batteryLevel: Double

    private var levelColor: Color { batteryLevel < 0.2 ? .red : .green }

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "circle.fill")
                    .foregroundStyle(isReachable ? .green : .gray)
                Text(name)
            }
            HStack {
                Image(systemName: "circle.fill")
                    .foregroundStyle(levelColor)
                Text("Battery")
            }
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text("Cloud backup")
            }
        }
    }
}

struct ShippingForm: View {
    let showsErrors: Bool

    var body: some View {
        Form {
            if showsErrors {
                HStack {
                    Image(systemName: "exclamationmark.circle")
                    Text("Street and house number")
                }
                HStack {
                    Image(systemName: "exclamationmark.circle")
                    Text("Postal code")
                }
                HStack {
                    Image(systemName: "exclamationmark.circle")
                    Text("Country")
                }
            }
        }
    }
}
