import SwiftUI

struct BoardingPass: View {
    let gate: String
    let seat: String

    var body: some View {
        HStack {
            Text(gate)
                .font(.custom("DIN Alternate", size: 34))
            Text(seat)
                .font(.custom("DIN Alternate", size: 20))
        }
    }
}
