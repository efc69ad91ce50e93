import SwiftUI

/// A radio circle that fills when chosen: the trait follows the same condition, and a mark
/// drawn when the condition is false follows its negation.
struct PlanRow: View {
    let title: String
    let isChosen: Bool
    let isUnselected: Bool
    let choose: () -> Void

    var body: some View {
        VStack {
            Button(action: choose) {
                HStack {
                    Image(systemName: isChosen ? "largecircle.fill.circle" : "circle")
                    Text(title)
                }
            }
            Button(action: choose) {
                HStack {
                    Image(systemName: isUnselected ? "circle" : "checkmark.circle.fill")
                    Text(title)
                }
            }
        }
    }
}
