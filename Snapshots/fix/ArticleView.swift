import SwiftUI

/// A news article as delivered by the content API.
struct Article: Identifiable, Hashable {
    let id: UUID
    var headline: String
    var author: String
    var publishedAt: Date
    var section: String
    var paragraphs: [String]
    var pullQuote: String?
    var codeSample: String?
    var tags: [String]
}

/// Shared card appearance for related-story tiles.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.subheadline.weight(.medium))
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

/// Full-screen reader for a single article.
struct ArticleView: View {
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 14
    let article: Article
    var relatedHeadlines: [String] = []

    @State private var isBookmarked = false
    @State private var isSharing = false
    @State private var showsFontSettings = false

    let captionFont = Font.caption
    private let iconSize: CGFloat = 14

    private var formattedDate: String {
        article.publishedAt.formatted(date: .abbreviated, time: .shortened)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                header
                ForEach(Array(article.paragraphs.enumerated()), id: \.offset) { index, paragraph in
                    Text(paragraph)
                        .font(.body)
                        .lineSpacing(4)
                    if index == 1, let quote = article.pullQuote {
                        pullQuote(quote)
                    }
                }
                if let code = article.codeSample {
                    codeBlock(code)
                }
                tagList
                if !relatedHeadlines.isEmpty {
                    relatedSection
                }
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 24)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    isBookmarked.toggle()
                } label: {
                    Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                }
                .accessibilityLabel("Bookmark") // [VERIFY] confirm label matches intent
                .accessibilityAddTraits(isBookmarked ? .isSelected : [])
                Button {
                    isSharing = true
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
                Button("Aa") {
                    showsFontSettings = true
                }
            }
        }
        .sheet(isPresented: $showsFontSettings) {
            Text("Reader settings")
                .font(.headline)
                .presentationDetents([.medium])
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(article.section.uppercased())
                .font(.caption)
                .foregroundStyle(.red)
            Text(article.headline)
                .font(.system(.largeTitle, design: .serif).weight(.bold))
            HStack(spacing: 6) {
                Image(systemName: "clock")
                    .font(.system(size: subheadlineFontSize))
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                Text("By \(article.author) · \(formattedDate)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Divider()
        }
    }

    private func pullQuote(_ quote: String) -> some View {
        HStack(alignment: .top, spacing: 12) {
            Rectangle()
                .fill(Color.accentColor)
                .frame(width: 3)
            Text("“\(quote)”")
                .font(.custom("Georgia-Italic", size: 22))
        }
        .padding(.vertical, 8)
    }

    private func codeBlock(_ code: String) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(code)
                .font(.custom("Menlo", fixedSize: 12))
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.tertiarySystemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 6))
            Text("Example snippet")
                .font(captionFont)
                .foregroundStyle(.secondary)
        }
    }

    private var tagList: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(article.tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                }
            }
        }
    }

    private var relatedSection: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Related")
                .font(.headline)
            ForEach(relatedHeadlines, id: \.self) { headline in
                Text(headline)
                    .cardStyle()
            }
        }
    }
}

#Preview {
    NavigationStack {
        ArticleView(
            article: Article(
                id: UUID(),
                headline: "City Council Approves Waterfront Redesign",
                author: "Dana Whitfield",
                publishedAt: .now,
                section: "Local",
                paragraphs: [
                    "After months of debate, the council voted 7–2 to move forward with the plan.",
                    "Supporters say the project will reconnect downtown with the river.",
                    "Construction is expected to begin next spring.",
                ],
                pullQuote: "This is the most important public space decision in a generation.",
                codeSample: "GET /v2/projects/waterfront",
                tags: ["civic", "urbanism", "budget"]
            ),
            relatedHeadlines: ["Ferry service to expand", "Parks budget under review"]
        )
    }
}
