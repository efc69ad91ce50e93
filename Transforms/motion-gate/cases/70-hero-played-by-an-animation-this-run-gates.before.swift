import SwiftUI

/// A hero move played only by the type's `withAnimation`, which this run gates: under Reduce
/// Motion it no longer moves, so the hero is not reported as well.
struct AlbumStrip: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        VStack {
            if isExpanded {
                Image(systemName: "photo")
                    .matchedGeometryEffect(id: "cover", in: namespace)
                    .frame(width: 300, height: 300)
            } else {
                Image(systemName: "photo")
                    .matchedGeometryEffect(id: "cover", in: namespace)
                    .frame(width: 60, height: 60)
            }
        }
        .onTapGesture {
            withAnimation(.spring()) {
                isExpanded.toggle()
            }
        }
    }
}
