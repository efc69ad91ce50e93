import SwiftUI

/// The large content viewer already shows the control's words (`Text("Sort", comment:)`): VoiceOver
/// says the same, written as the code writes them, so the project's translation is read.
struct InboxToolbar: View {
    @State private var isSorting = false

    var body: some View {
        Button {
            isSorting.toggle()
        } label: {
            Image(systemName: "arrow.up.arrow.down")
        }
        .accessibilityShowsLargeContentViewer {
            Label {
                Text("Sort", comment: "Sorts the inbox")
            } icon: {
                Image(systemName: "arrow.up.arrow.down")
            }
        }
        .accessibilityLabel(Text("Sort", comment: "Sorts the inbox")) // [VERIFY] confirm label matches intent
    }
}
