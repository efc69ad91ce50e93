import SwiftUI

struct ProfileHeader: View {
    let name: String
    let titleFont = Font.title
    let subtitleFont: Font = .subheadline.weight(.medium)

    var body: some View {
        VStack {
            Text(name).font(titleFont)
            Text("Member since 2019").font(subtitleFont)
        }
    }
}
