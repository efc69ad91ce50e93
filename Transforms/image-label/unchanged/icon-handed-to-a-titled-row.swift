import SwiftUI

/// An icon set's glyph handed to a row that draws it beside its name is that name's icon:
/// image-decorative hides it, so it is no report here. A picture that is no icon set's glyph may
/// show what the name does not: still reported.
struct ToolList: View {
    var body: some View {
        VStack {
            ToolRow(name: "Session Logs") {
                Image("console_glyph")
            }
            ToolRow(name: "Remote Shell") {
                Image("server-rack")
            }
        }
    }
}

struct ToolRow<Icon: View>: View {
    var name: String
    @ViewBuilder var icon: () -> Icon

    var body: some View {
        HStack {
            icon()
            Text(name)
        }
    }
}
