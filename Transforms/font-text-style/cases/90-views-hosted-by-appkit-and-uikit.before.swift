import SwiftUI

/// A sheet handed only to AppKit (`NSHostingController`) is shown only on macOS, whose text follows
/// no size setting, whatever the file imports: its font stays. One a UIKit host shows scales.
struct PasscodeSheet: View {
    var body: some View {
        Image(systemName: "wifi")
            .font(.system(size: 17))
    }
}

struct PairingSheet: View {
    var body: some View {
        Image(systemName: "wifi")
            .font(.system(size: 17))
    }
}

final class SheetFactory {
    func passcodeController() -> NSHostingController<PasscodeSheet> {
        NSHostingController(rootView: PasscodeSheet())
    }

    func pairingController() -> UIHostingController<PairingSheet> {
        UIHostingController(rootView: PairingSheet())
    }
}
