import SwiftUI

struct Decoration: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(.blue)
                .frame(width: 40, height: 40)
            Capsule()
                .foregroundColor(.orange)
                .frame(width: 20, height: 6)
        }
    }
}
