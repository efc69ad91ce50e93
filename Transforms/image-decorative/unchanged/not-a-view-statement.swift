import SwiftUI

struct CardView: View {
    let divider = Image("card-divider")

    var body: some View {
        VStack {
            Text("Balance")
            divider
        }
        .background(Image("paper-texture").resizable())
        .overlay(alignment: .top) { makeBorder(Image("top-swoosh")) }
    }

    func makeBorder(_ image: Image) -> some View { image }
}
