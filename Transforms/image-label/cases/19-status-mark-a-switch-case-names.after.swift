import SwiftUI

/// A status mark a `switch` shows for one case says that case's state: `case .complete:` under a
/// checkmark is "Complete". Over a value named as a state (`status`), every case names what its mark
/// shows: `.incomplete` under a plain circle is "Incomplete".
struct StepStatusIcon: View {
    enum Status { case complete, incomplete }

    let status: Status

    var body: some View {
        Group {
            switch status {
            case .complete:
                Image(systemName: "checkmark.circle")
                    .font(.title2)
                    .foregroundColor(.green)
                    .accessibilityLabel("Complete") // [VERIFY] confirm label matches intent
            case .incomplete:
                Image(systemName: "circle")
                    .foregroundColor(.secondary)
                    .accessibilityLabel("Incomplete") // [VERIFY] confirm label matches intent
            }
        }
    }
}
