import SwiftUI

/// Icons that give a bare number its meaning: hidden, VoiceOver would read "3" and "12" with no
/// idea what they count. They are reported with the suggestion to combine icon and number.
struct BranchStatus: View {
    let ahead: Int
    let unread: Int
    let price: Double

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "arrow.up")
                Text("\(ahead)")
            }
            HStack(spacing: 2) {
                Image(systemName: "bell")
                Text(unread, format: .number)
            }
            HStack {
                Image(systemName: "tag")
                Text(price.formatted())
            }
        }
    }
}
