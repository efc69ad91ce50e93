import SwiftUI

/// Arrows that move the shown date by one day: the argument's label and its ±1 say which way,
/// whatever the arrow looks like.
struct DayPager: View {
    @Binding var date: Date

    var body: some View {
        HStack {
            Button(action: {
                move(byDays: -1)
            }, label: {
                Image(systemName: "arrowshape.turn.up.backward")
            })
            Text(date, style: .date)
            Button(action: {
                move(byDays: +1)
            }, label: {
                Image(systemName: "arrowshape.turn.up.forward")
            })
        }
    }

    func move(byDays days: Int) {
        date = Calendar.current.date(byAdding: .day, value: days, to: date) ?? date
    }
}
