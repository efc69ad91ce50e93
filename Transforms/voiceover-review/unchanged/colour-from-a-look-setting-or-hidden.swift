import SwiftUI

/// A colour picked by a setting of how things look (coloured bars on or off, gradients on or off)
/// is a style the user chose, not a state; a shape kept `.hidden()` for its matched geometry is not
/// drawn at all (the one drawn sits in `if isCurrent`, which shows the state itself). A flag that is
/// a state (`isRecording`) is still reported.
struct LevelMeter: View {
    @AppStorage("coloredBars") private var coloredBars = true
    @AppStorage("useGradient") private var useGradient = false
    let isRecording: Bool
    let isCurrent: Bool
    @Namespace private var meter

    var body: some View {
        VStack {
            Rectangle()
                .fill(coloredBars ? Color.orange : Color.gray)
                .frame(width: 8, height: 40)
            Capsule()
                .fill(useGradient ? AnyShapeStyle(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)) : AnyShapeStyle(Color.blue))
                .frame(width: 60, height: 6)
            Circle()
                .fill(isRecording ? Color.red : Color.gray)
                .frame(width: 10, height: 10)
            ZStack {
                if isCurrent {
                    Capsule()
                        .fill(isCurrent ? Color.accentColor : Color.clear)
                        .matchedGeometryEffect(id: "pill", in: meter)
                } else {
                    Capsule()
                        .fill(isCurrent ? Color.accentColor : Color.clear)
                        .matchedGeometryEffect(id: "pill", in: meter)
                        .hidden()
                }
            }
            .frame(width: 40, height: 20)
        }
    }
}
