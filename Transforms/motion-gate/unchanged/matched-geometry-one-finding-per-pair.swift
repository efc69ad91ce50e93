import SwiftUI

/// One hero move written at both ends, and once per ViewThatFits alternative, is one place to
/// check: reported once per namespace.
struct RevealButton: View {
    @Namespace private var buttonSpace
    @State private var isExpanded = true

    var body: some View {
        Button {
            isExpanded.toggle()
        } label: {
            if isExpanded {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Image(systemName: "eye")
                            .matchedGeometryEffect(id: "eye", in: buttonSpace)
                        Text("Show sensitive content")
                    }
                    Image(systemName: "eye")
                        .matchedGeometryEffect(id: "eye", in: buttonSpace)
                }
            } else {
                Image(systemName: "eye.slash")
                    .matchedGeometryEffect(id: "eye", in: buttonSpace)
            }
        }
    }
}

/// Covers of one namespace fly together on one change: reported once, at the first id.
struct CoverStack: View {
    var coverSpace: Namespace.ID

    var body: some View {
        ZStack {
            Color.red
                .matchedGeometryEffect(id: "first", in: coverSpace)
            Color.blue
                .matchedGeometryEffect(id: "second", in: coverSpace)
        }
    }
}
