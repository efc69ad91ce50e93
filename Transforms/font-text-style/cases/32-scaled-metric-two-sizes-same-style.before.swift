import SwiftUI

struct FlightRow: View {
    let route: String
    let time: String

    var body: some View {
        HStack {
            Text(route)
                .font(.system(size: 19))
            Spacer()
            Text(time)
                .font(.system(size: 20, weight: .medium))
        }
    }
}
