import SwiftUI

struct SliderThumb: View {
    var body: some View {
        Circle()
            .frame(width: 44, height: 44)
            .accessibility(activationPoint: .center)
            .accessibility(inputLabels: [Text("Thumb"), Text("Handle")])
            .accessibility(selectionIdentifier: "thumb")
    }
}
