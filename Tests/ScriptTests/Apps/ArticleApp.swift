import Builders

/// An article: Text + Text concatenation, string methods, a word count, a byline.
enum ArticleApp: AppFile {
    static let path = #filePath
    static let preview = "ArticleView(article: .sample)"
    static var compiled: any View { ArticleView(article: .sample) }

// reader:begin
struct Article {
    let title: String
    let author: String
    let body: String
    var tags: [String] = []

    static let sample = Article(
        title: "why swift on linux",
        author: "grace",
        body: "Swift runs on Linux. It builds servers, tools and now previews.",
        tags: ["swift", "linux"]
    )
}

struct ArticleView: View {
    let article: Article

    private var wordCount: Int {
        article.body.split(separator: " ").count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(article.title.capitalized)
                .font(.title)
            Text("By ") + Text(article.author.capitalized).bold() + Text(" · \(wordCount) words")
            Text(article.body)
            HStack {
                ForEach(article.tags, id: \.self) { tag in
                    Text("#" + tag)
                        .font(.caption)
                        .padding(4)
                        .border(.blue)
                }
            }
            if article.body.hasSuffix(".") {
                Text("Ends with a full stop").italic()
            }
        }
    }
}
// reader:end
}
