import SwiftUI
import AppKit

/// A representable that wraps an AppKit control is sized and exposed by AppKit: not measured.
struct SearchScopePicker: View {
    var body: some View {
        ScopePopUp()
            .frame(height: 14)
            .onTapGesture { openScopes() }
    }

    func openScopes() {}
}

struct ScopePopUp: NSViewRepresentable {
    func makeNSView(context: Context) -> NSPopUpButton {
        NSPopUpButton()
    }

    func updateNSView(_ nsView: NSPopUpButton, context: Context) {}
}
