import SwiftUI

/// A toggle style's `makeBody(configuration:)` takes SwiftUI's `ToggleStyle.Configuration`,
/// which has no `name`, although a project type called `Configuration` (nested in another
/// type) declares one: the tap's label must not be `configuration.name`, which would not compile.
struct ExportSheet {
    struct Configuration {
        let name: String
        let format: String
    }
}

struct SlideSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: configuration.isOn ? .trailing : .leading) {
            Capsule()
                .stroke(Color.gray, lineWidth: 2)
                .frame(width: 50, height: 30)
            Circle()
                .frame(width: 24, height: 24)
                .padding(3)
        }
        .onTapGesture {
            flip(configuration)
        }
    }

    private func flip(_ configuration: Configuration) {
        configuration.isOn.toggle()
    }
}
