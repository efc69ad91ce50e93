import AppKit
import SwiftUI

struct SidebarFooter: View {
    var body: some View {
        HStack {
            Button(action: addFolder) {
                Image(systemName: "plus")
            }
            .frame(width: 20, height: 20)
            Spacer()
        }
    }

    func addFolder() {}
}
