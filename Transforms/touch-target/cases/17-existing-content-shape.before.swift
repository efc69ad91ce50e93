import SwiftUI

/// The view already shapes its hit area: only the minimum frame is added, not a second
/// `.contentShape`.
struct ColorSwatch: View {
    let color: Color

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 24, height: 24)
            .contentShape(Circle())
            .onTapGesture { choose(color) }
    }

    func choose(_ color: Color) {}
}
