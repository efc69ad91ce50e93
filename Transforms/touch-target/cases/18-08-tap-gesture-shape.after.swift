import SwiftUI

struct ColorSwatch: View {
    let color: Color
    let select: () -> Void

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 16, height: 16)
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
            .onTapGesture(perform: select)
    }
}
