import SwiftUI

/// The highlight behind the chosen sort order slides between the segments of one control, as a
/// system segmented control does: the selected segment's layer is the source the others match.
struct SortOrderControl: View {
    enum Order: String, CaseIterable { case newest, oldest, popular }

    @Binding var order: Order
    @Namespace private var highlight

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Order.allCases, id: \.self) { option in
                Text(option.rawValue.capitalized)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity)
                    .background(
                        Capsule()
                            .fill(option == order ? Color.accentColor.opacity(0.2) : .clear)
                            .matchedGeometryEffect(id: "highlight", in: highlight, isSource: option == order)
                    )
                    .onTapGesture { order = option }
            }
        }
    }
}
