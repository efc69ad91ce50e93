import SwiftUI

/// A sheet handed only to AppKit (`NSHostingController`, here under `canImport(AppKit)`, which Mac
/// Catalyst lacks too) is shown only on macOS, whose text follows no size setting: its font stays.
/// One a UIKit host shows scales.
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

#if canImport(AppKit)
final class MacSheetFactory {
    func passcodeController() -> NSHostingController<PasscodeSheet> {
        NSHostingController(rootView: PasscodeSheet())
    }
}
#else
final class SheetFactory {
    func pairingController() -> UIHostingController<PairingSheet> {
        UIHostingController(rootView: PairingSheet())
    }
}
#endif
