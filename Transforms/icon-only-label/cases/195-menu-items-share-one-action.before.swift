import SwiftUI

/// Every item of the menu calls the same method with its element: the method names what the menu
/// does ("Insert mention"), the items whom it does it with.
struct ComposerToolbar: View {
    let people: [Person]
    let onInsertMention: (Person) -> Void

    var body: some View {
        HStack {
            Menu {
                ForEach(people) { person in
                    Button(person.name) {
                        onInsertMention(person)
                    }
                }
            } label: {
                Image(systemName: "at")
            }
        }
    }
}

struct Person: Identifiable {
    let id: Int
    let name: String
}
