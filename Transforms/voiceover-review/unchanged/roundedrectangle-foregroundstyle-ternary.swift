import SwiftUI

struct BatteryCell: View {
    let level: Double

    var body: some View {
        RoundedRectangle(cornerRadius: 3)
            .foregroundStyle(level < 0.2 ? Color.red : Color.green)
            .frame(width: 30, height: 14)
    }
}
