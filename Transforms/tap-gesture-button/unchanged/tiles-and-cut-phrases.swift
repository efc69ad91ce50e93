import SwiftUI

/// A `ForEach` tile that shows its element's own picture would get the same phrase on every
/// tile from the action: reported, for a label with each element's name. A method whose
/// argument label continues its name (`changeTheme(color:)`) gives no cut phrase ("Change
/// theme"): reported. A tap that writes state nothing in its view reads changes nothing: left
/// alone.
struct IconPicker: View {
    let icons: [IconChoice]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 56))]) {
            ForEach(icons) { icon in
                Image(uiImage: icon.image)
                    .resizable()
                    .frame(width: 56, height: 56)
                    .onTapGesture {
                        chooseIcon(icon)
                    }
            }
        }
    }

    func chooseIcon(_ icon: IconChoice) {}
}

struct IconChoice: Identifiable {
    let id: String
    let image: UIImage
}

struct ThemeSwatch: View {
    var body: some View {
        Image(systemName: "circle.hexagongrid")
            .onTapGesture {
                changeTheme(color: .red)
            }
    }

    func changeTheme(color: Color) {}
}

struct HabitGraph: View {
    @State private var values: [Double] = []
    let history: [Double]

    var body: some View {
        VStack {
            Text("Last 7 days")
            Text("\(history.count) scores")
        }
        .onTapGesture {
            withAnimation {
                values = history.shuffled()
            }
        }
    }

    func normalized() -> [Double] {
        var values = history
        values.append(0)
        return values
    }
}
