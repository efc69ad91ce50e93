import SwiftUI

struct TagView: View {
    let tag: String

    var body: some View {
        HStack {
            Text(tag).padding(4).onLongPressGesture { removeTag() }
                .accessibilityAction(named: "Remove tag") { removeTag() } // [VERIFY] confirm label matches intent
            Spacer()
        }
    }

    func removeTag() {}
}
