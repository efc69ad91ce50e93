import SwiftUI
import WidgetKit

struct BatteryWidgetView: View {
    let level: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(level)%")
                .font(.system(size: 28, weight: .bold, design: .rounded))
            Text("Battery")
                .font(.system(size: 11))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
