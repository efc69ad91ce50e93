import SwiftUI
import UIKit

// A picture drawn from a stored property of its view, whose model carries the picture's alt text in
// its author's words (`description` of a type named as an attachment, `altText` of any), is labelled
// with that text. A model whose `description` is not a picture's (a tag's) says nothing of it: reported.
struct CarouselPicture: View {
    let attachment: PhotoAttachment

    var body: some View {
        if let data = attachment.data, let image = UIImage(data: data) {
            Image(uiImage: image)
                .resizable()
                .scaledToFit()
                .accessibilityLabel(attachment.description ?? "") // [VERIFY] confirm label matches intent
        } else {
            Color.gray
        }
    }
}

struct SlideView: View {
    let slide: Slide

    var body: some View {
        Image(uiImage: slide.picture)
            .resizable()
            .accessibilityLabel(slide.altText) // [VERIFY] confirm label matches intent
    }
}

struct TagBadge: View {
    let tag: Tag

    var body: some View {
        Image(uiImage: tag.artwork)
    }
}

final class PhotoAttachment {
    let description: String?
    var data: Data?

    init(description: String?, data: Data?) {
        self.description = description
        self.data = data
    }
}

struct Slide {
    let altText: String
    let picture: UIImage
}

struct Tag {
    let description: String?
    let artwork: UIImage
}
