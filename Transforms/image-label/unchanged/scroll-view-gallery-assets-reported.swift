import SwiftUI

struct PhotoStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                Image("beach_sunset")
                    .resizable()
                    .frame(width: 120, height: 90)
                Image("mountain_lake")
                    .resizable()
                    .frame(width: 120, height: 90)
            }
        }
    }
}
