import SwiftUI

struct TagView: View {
    let tag: String

    var body: some View {
        HStack {
            Text(tag).padding(4).onLongPressGesture { removeTag() }
            Spacer()
        }
    }

    func removeTag() {}
}
