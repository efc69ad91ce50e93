import SwiftUI

struct MagazineCover: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("TRAVEL")
                .font(.custom("Didot-Bold", size: 31))
            Text("Fifty places to see this year")
                .font(.custom("Didot", size: 25))
            Text("Issue 42")
                .font(.custom("Didot-Italic", size: 21))
        }
    }
}
