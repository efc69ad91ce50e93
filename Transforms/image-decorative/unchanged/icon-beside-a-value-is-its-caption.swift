import SwiftUI

// Beside a value, the icon says what kind of value it is: a tag, not a branch. Hidden, VoiceOver
// would read "v2.1" with nothing to tell the two chips apart.
struct RefChips: View {
    let tag: String
    let branch: String

    var body: some View {
        HStack {
            HStack {
                Image(systemName: "tag")
                Text(tag)
            }
            HStack {
                Image(systemName: "arrow.triangle.branch")
                Text(branch)
            }
        }
    }
}
