import SwiftUI

/// A helper's button that every row shows inside one element ignoring its children is never
/// reached (the row offers the alarm as an accessibility action instead): no label. The share
/// helper is shown in the open, so its button is labelled.
struct DepartureRows: View {
    let times: [String]
    let toggleAlarm: (String) -> Void
    let share: () -> Void

    var body: some View {
        VStack {
            ForEach(times, id: \.self) { time in
                HStack {
                    Text(time)
                    alarmButton(for: time)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(time)
                .accessibilityAction(named: "Set alarm") { toggleAlarm(time) }
            }
            shareButton
        }
    }

    private func alarmButton(for time: String) -> some View {
        Button { toggleAlarm(time) } label: {
            Image(systemName: "bell")
        }
    }

    private var shareButton: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
