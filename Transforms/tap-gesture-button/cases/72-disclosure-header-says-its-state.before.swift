import SwiftUI

struct StorageSection: View {
    @State private var isExpanded = false
    let volumes: [String]

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Volumes")
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
            }
            .onTapGesture {
                withAnimation { isExpanded.toggle() }
            }
            if isExpanded {
                ForEach(volumes, id: \.self) { volume in
                    Text(volume)
                }
            }
        }
    }
}

struct FilterGroup: View {
    @State private var collapsed = true
    let title: String

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer()
                Image("DropDownArrow")
                    .rotationEffect(.degrees(collapsed ? -90 : 0))
            }
            .onTapGesture { collapsed.toggle() }
            if !collapsed {
                Text("Filters")
            }
        }
    }
}
