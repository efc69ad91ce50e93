import SwiftUI

final class LayoutModel: ObservableObject {
    @Published var paneWidth: CGFloat = 320
}

// A splitter that also raises a flag while it is dragged (`isResizing`, for its look) still only
// sets a pane's width. A swipe that turns a setting on is a value VoiceOver cannot change.
struct PreviewPane: View {
    @ObservedObject var layout: LayoutModel
    @State private var isResizing = false
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("Preview")
                .frame(width: layout.paneWidth)
                .gesture(
                    DragGesture()
                        .onChanged { gesture in
                            if !isResizing {
                                isResizing = true
                            }
                            layout.paneWidth = min(800, max(300, layout.paneWidth - gesture.translation.width))
                        }
                        .onEnded { _ in
                            isResizing = false
                        }
                )
            Capsule()
                .frame(width: 60, height: 30)
                .gesture(
                    DragGesture()
                        .onEnded { gesture in
                            isOn = gesture.translation.width > 0
                        }
                )
        }
    }
}
