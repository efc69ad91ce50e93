import SwiftUI

struct SectionTitle: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: 22.5, design: .rounded))
    }
}
