import SwiftUI

/// A colour is not the only signal when it mirrors `.disabled(sameCondition)` (VoiceOver says
/// "dimmed"), or when the same optionals that tint a card put their text in it. A dot coloured by
/// a flag nothing else shows is still reported.
struct StepFooter: View {
    let canContinue: Bool
    let pauseName: String?
    let goalName: String?
    let isOnline: Bool

    var body: some View {
        VStack {
            Button {
            } label: {
                Text("Next")
                    .padding()
                    .background(Capsule().fill(canContinue ? Color.blue : Color.gray))
            }
            .disabled(!canContinue)
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill((pauseName != nil || goalName != nil) ? Color.orange : Color.clear)
                HStack {
                    if let pauseName {
                        Text(pauseName)
                    } else {
                        Text("Nothing running")
                    }
                }
            }
            Circle()
                .fill(isOnline ? Color.green : Color.gray)
                .frame(width: 8, height: 8)
        }
    }
}
