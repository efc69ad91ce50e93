import SwiftUI

struct PhotoGrid: View {
    @State private var selection: Set<Int> = []

    var body: some View {
        Text("\(selection.count) selected")
            .onChange(of: selection) { newValue in
                if #available(iOS 17, *) {
                    UIAccessibility.post(notification: .announcement, argument: "Selection changed")
                }
            }
    }
}
