import SwiftUI

enum CheckState: Equatable {
    case idle, checking, passed, failed
}

/// A trailing status beside a spacer: each case one view or nothing, in room the spacer gives, so
/// the symbol swaps and comes and goes in place; left alone. The same status above a form pushes
/// the fields down when it appears: gated.
struct CouponField: View {
    @Binding var code: String
    let check: CheckState

    var body: some View {
        HStack {
            TextField("Coupon", text: $code)
            Spacer()
            switch check {
            case .checking:
                ProgressView()
            case .passed:
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.green)
            case .failed:
                Image(systemName: "exclamationmark.octagon")
                    .foregroundStyle(.red)
            case .idle:
                EmptyView()
            }
        }
        .animation(.easeInOut(duration: 0.3), value: check)
    }
}

struct CouponForm: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let check: CheckState

    var body: some View {
        VStack(alignment: .leading) {
            switch check {
            case .failed:
                Label("That code has expired", systemImage: "exclamationmark.octagon")
            default:
                EmptyView()
            }
            Text("Shipping address")
            Text("Payment")
        }
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: check)
    }
}
