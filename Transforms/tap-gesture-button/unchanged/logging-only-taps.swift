import SwiftUI

// Taps that only write a log do nothing anyone sees: no buttons, whatever the glyph says.
struct DebugTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "trash")
                .onTapGesture { print("trash tapped") }
            Circle()
                .onTapGesture { NSLog("tapped") }
            Circle()
                .onTapGesture { logger.info("tap") }
        }
    }
}
