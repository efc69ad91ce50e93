import SwiftUI

struct UnreadDot: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.custom("AvenirNext-Bold", size: 9))
            .padding(3)
            .background(Circle().fill(.red))
    }
}
