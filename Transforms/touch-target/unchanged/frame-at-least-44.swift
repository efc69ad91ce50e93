import SwiftUI

struct LargeControls: View {
    var body: some View {
        HStack {
            Button(action: play) {
                Image(systemName: "play.fill")
            }
            .frame(width: 44, height: 44)
            Button(action: next) {
                Image(systemName: "forward.fill")
            }
            .frame(width: 60, height: 48)
        }
    }

    func play() {}
    func next() {}
}
