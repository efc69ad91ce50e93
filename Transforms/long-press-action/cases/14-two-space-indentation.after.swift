import SwiftUI

struct AlbumCover: View {
  let name: String

  var body: some View {
    Image(name)
      .resizable()
      .scaledToFit()
      .onLongPressGesture { saveToPhotos() }
      .accessibilityAction(named: "Save to photos") { saveToPhotos() } // [VERIFY] confirm label matches intent
  }

  func saveToPhotos() {}
}
