import SwiftUI

struct ShelfTitle: View {
    let title: String

    var body: some View {
        #if os(tvOS) || os(watchOS)
        Text(title)
            .font(.system(size: 38))
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
