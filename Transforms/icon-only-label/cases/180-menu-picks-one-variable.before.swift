import SwiftUI

/// Every item of the menu stores into `order`, over the options of `FeedOrderOption`, and the glyph is
/// the current option's: the menu picks the order, and the variable's name says so ("Order").
struct FeedToolbar: View {
    enum FeedOrderOption: String, CaseIterable, Identifiable {
        case newest, oldest
        var id: String { rawValue }
        var icon: String { self == .newest ? "arrow.down" : "arrow.up" }
    }

    @State private var order: FeedOrderOption = .newest

    var body: some View {
        Menu {
            ForEach(FeedOrderOption.allCases) { option in
                Button {
                    order = option
                } label: {
                    Text(option.rawValue.capitalized)
                }
            }
        } label: {
            Image(systemName: order.icon)
        }
    }
}
