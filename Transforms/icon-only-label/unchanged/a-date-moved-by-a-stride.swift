import SwiftUI

/// A step that is not one (`byDays: stride`): which way and how far are not in the code.
struct StridePager: View {
    @Binding var date: Date
    let stride: Int

    var body: some View {
        Button(action: {
            shift(byDays: stride)
        }, label: {
            Image(systemName: "arrowshape.turn.up.forward")
        })
    }

    func shift(byDays days: Int) {
        date = Calendar.current.date(byAdding: .day, value: days, to: date) ?? date
    }
}
