import SwiftUI

/// A banner slides in and pushes the title below it down. Under Reduce Motion the banner's
/// transition becomes a cross-fade, and the animation that plays it keeps running as a short
/// fade (nil would make the banner pop in). Where the change also offsets, scales or turns a
/// view, a fade would still move it: that animation is gated to nil. A stack's `.animation(_:value:)` whose state only
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

struct OutboxHeader: View {
    @State private var showsBanner = false

    var body: some View {
        VStack {
            if showsBanner {
                Text("Sending")
                    .transition(.move(edge: .top))
            }
            Text("Outbox")
                .offset(y: showsBanner ? 8 : 0)
        }
        .onTapGesture {
            withAnimation(.spring()) {
                showsBanner.toggle()
            }
        }
    }
}
