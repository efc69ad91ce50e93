import SwiftUI

struct InspectorHeader: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.system(size: 17))
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
