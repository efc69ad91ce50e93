import SwiftUI

/// What moves nothing across the screen: a step swapped by `.id` (the default transition
/// cross-fades it), a progress view filling as its values change, a `matchedGeometryEffect` whose
/// id nothing else in the view's own namespace has, and a pill sliding between the segments of one
/// control.
struct SetupFlow: View {
    let steps: [String]
    @State private var index = 0

    var body: some View {
        NavigationStack {
            Text(steps[index])
        }
        .id(steps[index])
        .animation(.default, value: index)
    }
}

struct UploadRing: View {
    let sent: Double
    let total: Double

    var body: some View {
        ProgressView(value: sent, total: total)
            .progressViewStyle(.circular)
            .animation(.default, value: [sent, total])
    }
}

struct SearchStatus: View {
    var phase: Int
    @Namespace private var status

    var body: some View {
        HStack {
            Text("Searching:")
            Text(phase == 0 ? "Files" : "Index")
                .matchedGeometryEffect(id: "current", in: status)
            if phase > 0 {
                Text("Files")
                    .matchedGeometryEffect(id: "previous", in: status)
            }
        }
    }
}

struct ModePicker: View {
    let mode: Int
    let onChange: (Int) -> Void
    @Namespace private var selection

    var body: some View {
        HStack {
            segment(0, title: "Time")
            segment(1, title: "Route")
        }
    }

    private func segment(_ value: Int, title: String) -> some View {
        Button(title) { onChange(value) }
            .padding(6)
            .background {
                if mode == value {
                    Capsule()
                        .fill(.background)
                        .matchedGeometryEffect(id: "selected", in: selection)
                }
            }
    }
}
