import SwiftUI

struct PhotoStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                Image("beach_sunset")
                    .resizable()
                    .frame(width: 120, height: 90)
                    .accessibilityLabel("Beach sunset") // [VERIFY] confirm label matches intent
                Image("mountain_lake")
                    .resizable()
                    .frame(width: 120, height: 90)
                    .accessibilityLabel("Mountain lake") // [VERIFY] confirm label matches intent
            }
        }
    }
}
