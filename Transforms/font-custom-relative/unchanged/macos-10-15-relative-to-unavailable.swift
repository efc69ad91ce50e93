import AppKit
import SwiftUI

struct SidebarHeading: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.custom("Avenir Next Demi Bold", size: 15))
            .padding(.horizontal, 8)
    }
}
