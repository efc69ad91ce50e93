import SwiftUI

enum Interval: Int, CaseIterable, Identifiable {
    case hour = 3600, day = 86400, week = 604800
    var id: Int { rawValue }
    var title: String { "\(rawValue / 3600) h" }
}

// The label names its state with a `let` of its own; the trait after the button spells the
// comparison out, since the button cannot see inside its label.
struct IntervalPicker: View {
    @Binding var seconds: Int

    var body: some View {
        List {
            ForEach(Interval.allCases) { interval in
                Button {
                    seconds = interval.rawValue
                } label: {
                    HStack {
                        Text(interval.title)
                        Spacer()
                        let isChosen = interval.rawValue == seconds
                        Image(systemName: "checkmark")
                            .foregroundStyle(isChosen ? Color.accentColor : Color.clear)
                    }
                }
            }
        }
    }
}

// A state the label derives from another of its own names is not spelled out: the trait would
// need both definitions, in order.
struct PresetPicker: View {
    let presets: [String]
    @State private var current = ""

    var body: some View {
        ForEach(presets, id: \.self) { preset in
            Button {
                current = preset
            } label: {
                HStack {
                    let isCurrent = preset == current
                    let highlighted = isCurrent
                    Text(preset)
                    Spacer()
                    if highlighted {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
    }
}
