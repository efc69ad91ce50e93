import SwiftUI

/// A row chosen with a tap gesture shows a checkmark only while `selectedID` matches: the row
/// gets the trait with that comparison, and becomes one element first (a stack of plain views
/// is otherwise one element per child, and each would get the trait).
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
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(selectedID == language ? .isSelected : [])
    }
}
