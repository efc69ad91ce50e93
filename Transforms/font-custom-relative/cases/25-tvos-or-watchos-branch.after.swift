import SwiftUI

struct ShelfTitle: View {
    var body: some View {
        #if os(tvOS) || os(watchOS)
        Text("Now Playing")
            .font(.custom("Avenir Next", size: 38, relativeTo: .largeTitle))
        #endif
    }
}
