import SwiftUI

struct SectionTitle: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
                .font(.title3)
            Spacer()
        }
        .padding(.horizontal)
    }
}
