import AppKit
import SwiftUI

final class LibraryWindowController: NSWindowController {
    @objc func showFilters(_ sender: Any?) {}
}

/// A call that only delivers a selector (`tryToPerform(_:with:)`, `sendAction(_:to:from:)`) is
/// named by that selector, never by the delivering call ("Try to perform").
struct LibraryToolbar: View {
    var body: some View {
        HStack {
            Button {
                NSApp.keyWindow?.firstResponder?.tryToPerform(Selector(("toggleSidebar:")), with: nil)
            } label: {
                Image(systemName: "books.vertical")
            }
            .accessibilityLabel("Toggle sidebar") // [VERIFY] confirm label matches intent
            Button {
                NSApp.sendAction(#selector(LibraryWindowController.showFilters(_:)), to: nil, from: nil)
            } label: {
                Image(systemName: "rectangle.inset.filled")
            }
            .accessibilityLabel("Show filters") // [VERIFY] confirm label matches intent
        }
    }
}
