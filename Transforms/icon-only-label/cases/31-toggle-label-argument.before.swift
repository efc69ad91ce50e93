import SwiftUI

struct AlarmRow: View {
    @Binding var isAlarmEnabled: Bool

    var body: some View {
        HStack {
            Text("7:00")
                .font(.largeTitle)
            Spacer()
            Toggle(isOn: $isAlarmEnabled, label: {
                Image(systemName: "alarm")
            })
        }
    }
}
