import SwiftUI

/// `isShowingAddReading = true` opens the screen that adds a reading: the flag's words, without
/// its "is showing", say what the button does.
struct ReadingsScreen: View {
    @State private var model = ReadingsModel()

    var body: some View {
        NavigationView {
            List {}
                .sheet(isPresented: $model.isShowingAddReading) {
                    makeAddReadingView()
                }
                .toolbar {
                    Button {
                        model.isShowingAddReading = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
        }
    }

    func makeAddReadingView() -> some View { EmptyView() }
}

// Elsewhere in the project:
// @Observable final class ReadingsModel { var isShowingAddReading = false }
