import SwiftUI

struct VolumeIndicator: View {
    let level: Int
    let levelDescription: String

    var body: some View {
        ProgressView(value: Double(level), total: 10)
            .accessibility(value: Text(levelDescription))
    }
}
