import SwiftUI

struct SidebarItem: View {
    let name: String

    var body: some View {
        Label(name, systemImage: "folder")
            .accessibilityIdentifier("sidebar.\(name)")
            .accessibilityHint("Shows the folder contents")
    }
}
