import SwiftUI

/// A symbol in a column of fixed-size icons whose comment says its size was picked by eye to
/// match them: the author chose the size against fixed neighbours, so it stays.
struct ToolColumn: View {
    let size: CGFloat

    var body: some View {
        VStack(spacing: 8) {
            Image("pen")
                .resizable()
                .frame(width: size, height: size)
            Image(systemName: "lasso")
                // no filled variant: font size chosen to match its neighbours' weight
                .font(.system(size: 17))
                .frame(width: size, height: size)
        }
    }
}
