import SwiftUI

/// An xmark shown on each chosen item that toggles it out of the set removes it: "Remove",
/// never the method's "Toggle chosen tag".
struct TagChips: View {
    @State private var chosen: [String] = ["Swift", "UI"]

    var body: some View {
        HStack {
            ForEach(Array(chosen.enumerated()), id: \.element) { offset, tag in
                HStack {
                    Text(tag)
                    Image(systemName: "xmark.circle.fill")
                        .onTapGesture { toggleChosenTag(at: offset) }
                }
            }
        }
    }

    func toggleChosenTag(at offset: Int) { chosen.remove(at: offset) }
}
