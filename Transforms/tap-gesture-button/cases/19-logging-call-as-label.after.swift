import SwiftUI

struct DebugTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "trash")
                .onTapGesture { print("trash tapped") }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Delete") // [VERIFY] confirm label matches intent
            Circle()
                .onTapGesture { NSLog("tapped") }
            Circle()
                .onTapGesture { logger.info("tap") }
        }
    }
}
