import SwiftUI

struct ProfileHeader: View {
    let name: String
    let titleFont = Font.system(size: 28)
    let subtitleFont: Font = .system(size: 15, weight: .medium)

    var body: some View {
        VStack {
            Text(name).font(titleFont)
            Text("Member since 2019").font(subtitleFont)
        }
    }
}
