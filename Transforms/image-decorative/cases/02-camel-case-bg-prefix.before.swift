import SwiftUI

struct HeroBanner: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image("bgHero")
                .resizable()
                .aspectRatio(contentMode: .fill)
            Text("Summer sale")
                .font(.title.bold())
                .padding()
        }
    }
}
