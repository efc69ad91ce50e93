import AppKit
import SwiftUI

struct SidebarFooter: View {
    let openPreferences: () -> Void

    var body: some View {
        HStack {
            Spacer()
            Button(action: openPreferences) {
                Image("icon_settings")
            }
            .buttonStyle(BorderlessButtonStyle())
        }
        .padding()
    }
}
