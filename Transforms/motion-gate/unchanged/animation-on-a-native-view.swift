import SwiftUI
import UIKit

/// A SwiftUI animation on a view that is a UIKit view (a representable, or a project view that only
/// lays one out) reaches nothing the native view lays out: the pane collapses by UIKit's own
/// animation, so the `.animation` is left alone.
struct PaneView: UIViewRepresentable {
    var isCollapsed: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ view: UIView, context: Context) {
        UIView.animate(withDuration: 0.25) { view.alpha = isCollapsed ? 0 : 1 }
    }
}

struct SplitPanes: View {
    var isCollapsed: Bool

    var body: some View {
        VStack {
            PaneView(isCollapsed: isCollapsed)
        }
    }
}

struct Workspace: View {
    @State private var sidebarCollapsed = false

    var body: some View {
        SplitPanes(isCollapsed: sidebarCollapsed)
            .frame(minWidth: 600)
            .animation(.spring, value: sidebarCollapsed)
    }
}
