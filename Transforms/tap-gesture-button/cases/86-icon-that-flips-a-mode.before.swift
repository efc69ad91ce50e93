import SwiftUI

// An icon whose tap flips a mode flag (and keeps the new value) is a toggle for that mode: named
// by the flag, selected while it holds. A flag that shows something (`showsFilters`) names no mode.
struct FeedControls: View {
    let feedID: String
    @State private var compact = false
    @State private var showsFilters = false
    @State private var layoutByFeed: [String: Bool] = [:]

    var body: some View {
        HStack {
            Image(systemName: "rectangle.compress.vertical")
                .font(.title2)
                .onTapGesture {
                    compact = !compact
                    layoutByFeed[feedID] = compact
                }
            Image(systemName: "line.3.horizontal.decrease")
                .font(.title2)
                .onTapGesture {
                    showsFilters.toggle()
                }
            if showsFilters {
                Text("Filters")
            }
        }
    }
}
