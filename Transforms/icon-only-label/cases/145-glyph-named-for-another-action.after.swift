import SwiftUI

/// The file labels `xmark.circle` "Close" on its panel, but this one empties the filter field:
/// its own action's words ("Clear", a key the table has) stay, since the project's label for the
/// glyph names another action.
struct FilterField: View {
    @Binding var filter: String
    let onClose: () -> Void

    var body: some View {
        HStack {
            TextField("filter_placeholder", text: $filter)
            Button {
                filter = ""
            } label: {
                Image(systemName: "xmark.circle")
            }
            .accessibilityLabel("filter_clear") // [VERIFY] confirm label matches intent
            Button(action: onClose) {
                Label("panel_close", systemImage: "xmark.circle")
            }
        }
    }
}
