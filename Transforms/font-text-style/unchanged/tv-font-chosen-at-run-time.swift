import SwiftUI

extension UIDevice {
    static var isTV: Bool { current.userInterfaceIdiom == .tv }
}

/// Shared iOS and tvOS code that picks the Apple TV font at run time: the 22 pt branch only
/// runs on tvOS, which has no Dynamic Type (and whose .title2 is far larger than 22 pt).
struct JumpBar: View {
    var body: some View {
        Text("A")
            .font(UIDevice.isTV ? .system(size: 22, weight: .semibold) : .footnote)
        Text("B")
            .font(UIDevice.current.userInterfaceIdiom == .tv ? .system(size: 29) : .body)
    }
}
