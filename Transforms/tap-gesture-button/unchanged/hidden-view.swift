import SwiftUI

struct SheetChrome: View {
    var body: some View {
        VStack {
            Image(systemName: "xmark")
                .onTapGesture { dismissSheet() }
                .accessibilityHidden(true)
        }
    }

    func dismissSheet() {}
}
