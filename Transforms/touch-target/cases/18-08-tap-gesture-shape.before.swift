import SwiftUI

struct ColorSwatch: View {
    let color: Color
    let select: () -> Void

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 16, height: 16)
            .onTapGesture(perform: select)
    }
}
