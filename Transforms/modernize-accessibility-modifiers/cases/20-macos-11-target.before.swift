import SwiftUI

struct SidebarItem: View {
    let name: String

    var body: some View {
        Label(name, systemImage: "folder")
            .accessibility(identifier: "sidebar.\(name)")
            .accessibility(hint: Text("Shows the folder contents"))
    }
}
