import SwiftUI

struct ShelfItemTitle: View {
    let title: String

    var body: some View {
        #if os(tvOS)
        Text(title)
            .font(.system(size: 38, weight: .semibold))
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
