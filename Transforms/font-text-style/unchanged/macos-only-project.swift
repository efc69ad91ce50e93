import SwiftUI

struct WindowHeader: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.system(size: 36, weight: .semibold))
            Text("Last synced a minute ago")
                .font(.system(size: 14.5))
        }
    }
}
