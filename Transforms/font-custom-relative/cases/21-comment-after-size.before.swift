import SwiftUI

struct Caption: View {
    var body: some View {
        Text("Photo: A. Smith")
            .font(.custom("Avenir Next", size: 12 /* spec: 12pt */))
    }
}
