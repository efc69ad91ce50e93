import SwiftUI

struct PlainCaption: View {
    var body: some View {
        Text("Updated just now")
            .font(.system(size: 12))
    }
}
