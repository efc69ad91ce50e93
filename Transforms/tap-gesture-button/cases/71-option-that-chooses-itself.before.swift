import SwiftUI

enum Density: String, CaseIterable {
    case compact, regular
}

struct DensityOptions: View {
    @State private var density = Density.regular

    var body: some View {
        VStack {
            option(.compact, title: "Compact")
            option(.regular, title: "Regular")
        }
    }

    func option(_ choice: Density, title: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Circle()
                .stroke(Color.accentColor, lineWidth: density == choice ? 6 : 1)
                .frame(width: 20, height: 20)
        }
        .onTapGesture {
            density = choice
        }
    }
}

struct ThemeTile: View {
    let theme: String
    @Binding var activeTheme: String

    var isActive: Bool { theme == activeTheme }

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 8)
                .stroke(isActive ? Color.accentColor : Color.clear, lineWidth: 2)
                .frame(width: 60, height: 90)
            Text(theme)
        }
        .onTapGesture {
            withAnimation {
                activeTheme = theme
            }
        }
    }
}
