import AppKit
import SwiftUI

struct BuildNumber: View {
    var body: some View {
        Text("Build 1234")
            .font(.system(size: 8))
    }
}
