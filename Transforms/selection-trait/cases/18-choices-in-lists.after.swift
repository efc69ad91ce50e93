import SwiftUI

/// Checkmarks that show which of several options is chosen: a row of repeated content compared
/// with a selection set (through a flag the row binds), and a picker-like list of sort orders, each compared with the same
/// selection.
struct TagPicker: View {
    enum Sort { case name, date }

    let tags: [String]
    @State private var chosenTags: Set<String> = []
    @State private var sort = Sort.name

    var body: some View {
        List {
            ForEach(tags, id: \.self) { tag in
                let isAssigned = chosenTags.contains(tag)
                Button {
                    chosenTags.insert(tag)
                } label: {
                    HStack {
                        Text(tag)
                        if isAssigned { Image(systemName: "checkmark") }
                    }
                }
                .accessibilityAddTraits(isAssigned ? .isSelected : [])
            }
            Button {
                sort = .name
            } label: {
                HStack {
                    Text("Name")
                    if sort == .name { Image(systemName: "checkmark") }
                }
            }
            .accessibilityAddTraits(sort == .name ? .isSelected : [])
            Button {
                sort = .date
            } label: {
                HStack {
                    Text("Date")
                    if sort == .date { Image(systemName: "checkmark") }
                }
            }
            .accessibilityAddTraits(sort == .date ? .isSelected : [])
        }
    }
}
