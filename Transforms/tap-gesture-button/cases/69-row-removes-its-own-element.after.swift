import SwiftUI

struct BlockedSites: View {
    @State private var sites: [String] = []

    var body: some View {
        List(sites, id: \.self) { site in
            HStack {
                Image(systemName: "minus.circle.fill")
                    .foregroundStyle(.red)
                    .onTapGesture {
                        if let position = sites.firstIndex(of: site) {
                            sites.remove(at: position)
                        }
                    }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Remove") // [VERIFY] confirm label matches intent
                Text(site)
            }
        }
    }
}

struct Tag: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct TagEditor: View {
    @State private var tags: [Tag] = []

    var body: some View {
        ForEach(tags) { tag in
            Text(tag.name)
                .onTapGesture {
                    if let found = tags.firstIndex(where: { $0.id == tag.id }) {
                        tags.remove(at: found)
                    }
                }
                .accessibilityAddTraits(.isButton)
        }
    }
}
