import SwiftUI

final class ShareSheetModel: ObservableObject {
    @Published var isExpanded = false

    func paste() {
        #if os(iOS)
            let text = UIPasteboard.general.string
        #else
            let text = NSPasteboard.general.string(forType: .string)
        #endif
        guard text != nil else { return }
        withAnimation(.spring) {
            isExpanded = true
        }
    }
}

struct ShareSheet: View {
    @ObservedObject var model: ShareSheetModel

    var body: some View {
        Text("Shared")
            .offset(y: model.isExpanded ? 0 : 80)
    }
}
