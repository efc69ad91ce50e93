import SwiftUI

struct ToolbarTitle: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.headline)
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
