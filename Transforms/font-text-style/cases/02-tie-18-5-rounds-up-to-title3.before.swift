import SwiftUI

struct SectionTitle: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
                .font(.system(size: 18.5))
            Spacer()
        }
        .padding(.horizontal)
    }
}
