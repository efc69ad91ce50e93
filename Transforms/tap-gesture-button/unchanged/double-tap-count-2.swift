import SwiftUI

struct PhotoTile: View {
    var body: some View {
        VStack {
            Image("vacation-photo")
                .resizable()
                .scaledToFit()
                .onTapGesture(count: 2) { toggleLike() }
            Text("Beach day")
                .onTapGesture(count: 2, perform: zoomIn)
        }
    }

    func toggleLike() {}
    func zoomIn() {}
}
