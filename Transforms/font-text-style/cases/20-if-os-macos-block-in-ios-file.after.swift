import SwiftUI

struct ToolbarTitle: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.system(size: 13, weight: .bold))
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
