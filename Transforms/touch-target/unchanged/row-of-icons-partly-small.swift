import SwiftUI

/// Growing two of three icons in a bar spaces them unevenly: the small ones are reported, and
/// none is changed.
struct FormatBar: View {
    var body: some View {
        HStack(spacing: 8) {
            Button(action: bold) {
                Image(systemName: "bold")
            }
            .frame(width: 24, height: 24)
            Button(action: italic) {
                Image(systemName: "italic")
            }
            .frame(width: 24, height: 24)
            Button(action: underline) {
                Image(systemName: "underline")
            }
        }
    }

    func bold() {}
    func italic() {}
    func underline() {}
}
