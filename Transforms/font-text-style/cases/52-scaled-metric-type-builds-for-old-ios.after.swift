import SwiftUI

struct InspectorHeader: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.title2)
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
