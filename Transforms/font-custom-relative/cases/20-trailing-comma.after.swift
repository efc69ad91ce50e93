import SwiftUI

struct Subtitle: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.custom("Lato-Regular", size: 15, relativeTo: .subheadline,))
    }
}
