import AppKit
import SwiftUI

struct InspectorPane: View {
    @State private var width: CGFloat = 240

    var body: some View {
        Color.secondary
            .frame(width: width)
            .onTapGesture { Resizer.toggle($width) }
    }

    struct Resizer {
        static func toggle(_ width: Binding<CGFloat>) {
            withAnimation(.easeOut(duration: 0.25)) {
                width.wrappedValue = width.wrappedValue > 200 ? 120 : 240
            }
        }
    }
}
