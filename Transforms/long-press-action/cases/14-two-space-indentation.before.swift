import SwiftUI

struct AlbumCover: View {
  let name: String

  var body: some View {
    Image(name)
      .resizable()
      .scaledToFit()
      .onLongPressGesture { saveToPhotos() }
  }

  func saveToPhotos() {}
}
