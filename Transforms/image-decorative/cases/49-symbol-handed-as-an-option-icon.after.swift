import SwiftUI

/// A symbol handed as the `icon:` of a view that draws it beside its literal title is that title's
/// icon, as a `Label`'s is: hidden, so VoiceOver reads "Opaque", not "circle, Opaque". A symbol in a
/// closure handed otherwise (`content:`) is not known to sit beside the title.
struct BackdropPicker: View {
    var body: some View {
        HStack {
            OptionChip(label: "Blur", icon: { Image(systemName: "circle.dotted")
                .accessibilityHidden(true)
            })
            OptionChip(label: "Opaque", icon: { Image(systemName: "circle.fill")
                .accessibilityHidden(true)
            })
            Panel(title: "Preview", content: { Image(systemName: "circle.fill") })
        }
    }
}

struct OptionChip<Icon: View>: View {
    let label: String
    @ViewBuilder let icon: () -> Icon

    var body: some View {
        HStack {
            icon()
            Text(label)
        }
    }
}

struct Panel<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack {
            Text(title)
            content()
        }
    }
}
