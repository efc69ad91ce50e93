import SwiftUI

enum BadgeCorner {
    case topLeading, bottomTrailing

    var alignment: Alignment {
        switch self {
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        }
    }
}

/// A floating badge the user drags anywhere, and a bar that snaps to the nearest corner: both only
/// move a view, so they are left alone. A knob dragged along one axis, a drag that also saves, and
/// an offset read by something else than placement are controls and stay reported.
struct FloatingBadges: View {
    @AppStorage("badgeX") private var badgeX: Double = 0
    @AppStorage("badgeY") private var badgeY: Double = 0
    @State private var drag = CGSize.zero
    @State private var corner: BadgeCorner = .bottomTrailing
    @State private var barDrag = CGSize.zero
    @State private var knob: CGFloat = 0
    @State private var shift = CGSize.zero
    @State private var nudge = CGSize.zero
    let store: UserDefaults

    var body: some View {
        ZStack {
            Text("3 new")
                .offset(x: badgeX + drag.width, y: badgeY + drag.height)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            drag = value.translation
                        }
                        .onEnded { value in
                            badgeX = min(max(badgeX + value.translation.width, -200), 0)
                            badgeY += value.translation.height
                            drag = .zero
                        })
            Text("Find")
                .offset(barDrag)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: corner.alignment)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            barDrag = value.translation
                        }
                        .onEnded { value in
                            let landed = nearest(to: value.translation, from: corner)
                            withAnimation {
                                corner = landed
                                barDrag = .zero
                            }
                        })
            Image(systemName: "circle.fill")
                .offset(x: knob)
                .gesture(
                    DragGesture()
                        .onChanged { knob = min(max($0.translation.width, 0), 200) }
                )
            Text("Saved")
                .offset(shift)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            shift = value.translation
                        }
                        .onEnded { _ in
                            store.set(shift.width, forKey: "shift")
                        })
            Text("Level \(nudge.height)")
                .offset(nudge)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            nudge = value.translation
                        })
        }
    }

    private func nearest(to translation: CGSize, from corner: BadgeCorner) -> BadgeCorner {
        switch corner {
        case .topLeading: return translation.height > 100 ? .bottomTrailing : .topLeading
        case .bottomTrailing: return translation.height < -100 ? .topLeading : .bottomTrailing
        }
    }
}

/// A point picked in two directions and handed back through a binding is a value (a colour
/// square's picked point): reported, though the file reads it only to place the knob.
struct PointPicker: View {
    @Binding var point: CGPoint

    var body: some View {
        Circle()
            .frame(width: 20, height: 20)
            .position(point)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        point = value.location
                    })
    }
}
