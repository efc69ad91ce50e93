import SwiftUI

/// A row chosen with a tap gesture shows a checkmark only while `selectedID` matches: the row
/// gets the trait with that comparison.
struct LanguageRow: View {
    let language: String
    @Binding var selectedID: String?

    var body: some View {
        HStack {
            Text(language)
            Spacer()
            if selectedID == language {
                Image(systemName: "checkmark")
                    .foregroundStyle(.tint)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { selectedID = language }
    }
}
