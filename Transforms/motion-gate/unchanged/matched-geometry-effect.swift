import SwiftUI

struct PhotoGrid: View {
    @Namespace private var namespace
    @State private var selected: String?
    let photos: [String]

    var body: some View {
        ZStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(photos, id: \.self) { photo in
                    Image(photo)
                        .resizable()
                        .matchedGeometryEffect(id: photo, in: namespace)
                        .onTapGesture { selected = photo }
                }
            }
            if let selected {
                Image(selected)
                    .resizable()
                    .matchedGeometryEffect(id: selected, in: namespace)
            }
        }
    }
}
