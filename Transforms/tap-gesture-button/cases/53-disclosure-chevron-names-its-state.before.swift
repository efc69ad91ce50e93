import SwiftUI

/// A chevron tapped to show or hide what its flag names: its label follows that flag, as a
/// disclosure button's does. A flag that is no disclosure (`isPinned`) gives no such words.
struct ThreadHeader: View {
    @State private var isExpanded = false
    @State private var showDetails = false
    @State private var isCollapsed = true
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    .onTapGesture {
                        withAnimation { isExpanded.toggle() }
                    }
                Text(title)
            }
            Image(systemName: showDetails ? "arrowtriangle.down.fill" : "arrowtriangle.right.fill")
                .onTapGesture { showDetails.toggle() }
            Image(systemName: "chevron.down")
                .onTapGesture { isCollapsed = !isCollapsed }
            if isExpanded || showDetails || !isCollapsed {
                Text("Replies")
            }
        }
    }
}
