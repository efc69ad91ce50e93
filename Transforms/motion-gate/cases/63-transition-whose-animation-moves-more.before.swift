import SwiftUI

/// A banner slides in while the title below it moves down. Under Reduce Motion the banner's
/// transition becomes a cross-fade, and the animation that plays it keeps running as a short
/// fade (nil would make the banner pop in). A stack's `.animation(_:value:)` whose state only
/// inserts a row with a moving transition plays that cross-fade as it is: left alone.
struct InboxHeader: View {
    @State private var showsBanner = false

    var body: some View {
        VStack {
            if showsBanner {
                Text("New mail")
                    .transition(.move(edge: .top))
            }
            Text("Inbox")
                .offset(y: showsBanner ? 8 : 0)
        }
        .onTapGesture {
            withAnimation(.spring()) {
                showsBanner.toggle()
            }
        }
    }
}

struct FilterList: View {
    @State private var showsFilters = false

    var body: some View {
        VStack {
            Button("Filters") { showsFilters.toggle() }
            if showsFilters {
                Text("Unread only")
                    .transition(.slide)
            }
            Text("Results")
        }
        .animation(.easeInOut, value: showsFilters)
    }
}
