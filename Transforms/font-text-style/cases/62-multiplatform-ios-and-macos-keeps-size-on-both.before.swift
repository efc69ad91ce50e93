import SwiftUI

struct OrderRow: View {
    let name: String

    var body: some View {
        Text(name)
            .font(.system(size: 17))
    }
}
