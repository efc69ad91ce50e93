import SwiftUI

enum Plan: String, CaseIterable, Identifiable {
    case monthly, yearly, lifetime
    var id: String { rawValue }
}

/// The highlight ring slides between plan cards. The card view only marks where it should land
/// (an invisible anchor, given the picker's namespace); the ring and the animation that moves it
/// live in the picker. One hero written in two views: gated where it is played.
struct PlanPicker: View {
    static let ringID = "ring"
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var plan: Plan
    @Namespace private var ring

    var body: some View {
        HStack(spacing: 12) {
            ForEach(Plan.allCases) { option in
                PlanCard(option: option, isChosen: plan == option, ring: ring)
                    .onTapGesture { plan = option }
            }
        }
        .overlay {
            Capsule()
                .stroke(.tint, lineWidth: 3)
                .matchedGeometryEffect(id: Self.ringID, in: ring, isSource: false)
                .animation(reduceMotion ? nil : .spring(response: 0.4), value: plan)
        }
    }
}

struct PlanCard: View {
    let option: Plan
    let isChosen: Bool
    let ring: Namespace.ID

    var body: some View {
        Text(option.rawValue.capitalized)
            .padding(24)
            .background {
                if isChosen {
                    Color.clear.matchedGeometryEffect(id: PlanPicker.ringID, in: ring, isSource: true)
                }
            }
    }
}

/// A handed namespace whose owner is in another file: this end is the only one seen, and it is
/// still reported.
struct BadgeSlot: View {
    let badge: String
    let shelf: Namespace.ID

    var body: some View {
        Image(systemName: badge)
            .matchedGeometryEffect(id: badge, in: shelf)
    }
}
