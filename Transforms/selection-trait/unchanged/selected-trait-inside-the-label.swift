import SwiftUI

/// The label inside the button already carries the selected trait, so VoiceOver says "selected"
/// once; a trait on the button too would say it twice. Left alone: says-state.
struct WeekdayPicker: View {
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    @State private var chosen: Set<String> = []

    var body: some View {
        HStack {
            ForEach(weekdays, id: \.self) { day in
                Button {
                    if chosen.contains(day) { chosen.remove(day) } else { chosen.insert(day) }
                } label: {
                    VStack {
                        Image(systemName: chosen.contains(day) ? "checkmark.circle.fill" : "circle")
                        Text(day)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(chosen.contains(day) ? .isSelected : [])
                }
            }
        }
    }
}
