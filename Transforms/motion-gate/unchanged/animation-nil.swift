import SwiftUI

struct StaticCounter: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .contentTransition(.numericText())
            .animation(nil)
    }
}
