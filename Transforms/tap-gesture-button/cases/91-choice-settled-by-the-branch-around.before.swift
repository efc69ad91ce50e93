import SwiftUI

/// A segment drawn only while it is the chosen one (`if period == .day`): its fill follows a
/// comparison the `if` around it settles, so it is a button, not a choice that is sometimes made.
/// The segment beside it, drawn always, says whether it is chosen. A badge drawn only while its
/// callback is set always acts there: the trait alone, with no condition.
enum Period { case day, week }

struct PeriodBar: View {
    @State private var period: Period = .day
    var onRefresh: (() -> Void)?

    var body: some View {
        HStack {
            if period == .day {
                Text("Today")
                    .padding(6)
                    .background(period == .day ? Color.accentColor : Color.clear)
                    .onTapGesture { period = .day }
            }
            Text("This week")
                .padding(6)
                .background(period == .week ? Color.accentColor : Color.clear)
                .onTapGesture { period = .week }
            if onRefresh != nil {
                Text("Refresh")
                    .onTapGesture { onRefresh?() }
            }
        }
    }
}
