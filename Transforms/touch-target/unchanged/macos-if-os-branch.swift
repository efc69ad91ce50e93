import SwiftUI

struct Toolbar: View {
    var body: some View {
        #if os(macOS)
        Button(action: refresh) {
            Image(systemName: "arrow.clockwise")
        }
        .frame(width: 22, height: 22)
        #endif
    }

    func refresh() {}
}
