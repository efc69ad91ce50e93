import SwiftUI

// Chevrons over a list of months: the one-step arrows move by a month, the way they point; the
// double arrows jump to an end of the list, which is never "Previous" or "Next".
struct MonthPager: View {
    let months: [Date]
    @Binding var selection: Date

    var body: some View {
        let index = months.firstIndex(of: selection) ?? 0
        HStack {
            Button { selection = months.last! } label: {
                Image(systemName: "chevron.left.2")
            }
            Button {
                if index < months.count - 1 {
                    selection = months[index + 1]
                }
            } label: {
                Image(systemName: "chevron.left")
            }
            Spacer()
            Button {
                if index > 0 {
                    selection = months[index - 1]
                }
            } label: {
                Image(systemName: "chevron.right")
            }
            Button {
                let newest = months.first!
                selection = newest
            } label: {
                Image(systemName: "chevron.right.2")
            }
        }
    }
}
