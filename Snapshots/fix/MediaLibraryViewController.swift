import UIKit

/// A single item in the user's media library.
struct MediaItem {
    let id: UUID
    let title: String
    let artist: String
    let duration: TimeInterval
}

/// A named collection of media items shown as a tile.
struct Album {
    let title: String
    let artworkName: String
    var items: [MediaItem]
}

/// Receives taps on album tiles.
protocol AlbumTileViewDelegate: AnyObject {
    func albumTileViewDidTap(_ tile: AlbumTileView)
}

/// A tappable tile showing an album's artwork and title.
final class AlbumTileView: UIView {
    weak var delegate: AlbumTileViewDelegate?
    private(set) var album: Album?

    private let artworkView = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        clipsToBounds = true
        backgroundColor = .secondarySystemBackground

        artworkView.contentMode = .scaleAspectFill
        artworkView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        addSubview(artworkView)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            artworkView.topAnchor.constraint(equalTo: topAnchor),
            artworkView.leadingAnchor.constraint(equalTo: leadingAnchor),
            artworkView.trailingAnchor.constraint(equalTo: trailingAnchor),
            artworkView.heightAnchor.constraint(equalTo: widthAnchor),
            titleLabel.topAnchor.constraint(equalTo: artworkView.bottomAnchor, constant: 6),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        addGestureRecognizer(tap)
        titleLabel.accessibilityTraits.insert(.button)
    }

    convenience init(album: Album) {
        self.init(frame: .zero)
        configure(with: album)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with album: Album) {
        self.album = album
        artworkView.image = UIImage(named: album.artworkName)
        titleLabel.text = album.title
    }

    @objc private func handleTap() {
        delegate?.albumTileViewDidTap(self)
    }
}

/// The main media library screen: playback controls, a count label and album tiles.
final class MediaLibraryViewController: UIViewController {
    private var albums: [Album]

    private let playButton = UIButton(type: .system)
    private let browseButton = UIButton(type: .system)
    private let downloadButton = UIButton(type: .system)
    private let countLabel = UILabel()
    private let tileStack = UIStackView()
    private var shuffleButton: UIButton!

    init(albums: [Album]) {
        self.albums = albums
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        configureNavigationItems()
        configureControls()
        configureTiles()
    }

    private func configureNavigationItems() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(addMedia))
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Add media" // [VERIFY] confirm label matches intent
        let filterItem = UIBarButtonItem(image: UIImage(named: "ic_filter"), style: .plain, target: self, action: #selector(showFilters))
        filterItem.accessibilityLabel = "Show filters" // [VERIFY] confirm label matches intent
        let editItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(toggleEditing))
        navigationItem.leftBarButtonItems = [editItem, filterItem]
    }

    private func configureControls() {
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        playButton.accessibilityLabel = "Play all" // [VERIFY] confirm label matches intent
        playButton.addTarget(self, action: #selector(playAll), for: .touchUpInside)

        var config = UIButton.Configuration.tinted()
        config.image = UIImage(systemName: "shuffle")
        config.cornerStyle = .capsule
        let shuffleButton = UIButton(configuration: config)
        shuffleButton.accessibilityLabel = "Shuffle all" // [VERIFY] confirm label matches intent
        shuffleButton.addTarget(self, action: #selector(shuffleAll), for: .touchUpInside)
        self.shuffleButton = shuffleButton

        browseButton.setTitle("Browse Store", for: .normal)
        browseButton.addTarget(self, action: #selector(openStore), for: .touchUpInside)

        downloadButton.setImage(UIImage(systemName: "arrow.down.circle"), for: .normal)
        downloadButton.accessibilityLabel = "Download all"
        downloadButton.addTarget(self, action: #selector(downloadAll), for: .touchUpInside)

        countLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        countLabel.text = "\(albums.count) albums"

        let controls = UIStackView(arrangedSubviews: [playButton, shuffleButton, downloadButton, browseButton])
        controls.axis = .horizontal
        controls.spacing = 16
        controls.alignment = .center

        let header = UIStackView(arrangedSubviews: [controls, countLabel])
        header.axis = .vertical
        header.spacing = 8
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)

        tileStack.axis = .horizontal
        tileStack.spacing = 12
        tileStack.distribution = .fillEqually
        tileStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tileStack)

        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            tileStack.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            tileStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            tileStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func configureTiles() {
        for album in albums.prefix(3) {
            let tile = AlbumTileView(album: album)
            tile.delegate = self
            tileStack.addArrangedSubview(tile)
        }
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        UIView.animate(withDuration: 0.25) {
            self.tileStack.alpha = editing ? 0.6 : 1.0
            self.playButton.isEnabled = !editing
            self.shuffleButton.isEnabled = !editing
        }
    }

    @objc private func addMedia() {}
    @objc private func showFilters() {}
    @objc private func toggleEditing() { setEditing(!isEditing, animated: true) }
    @objc private func playAll() {}
    @objc private func shuffleAll() {}
    @objc private func openStore() {}
    @objc private func downloadAll() {}
}

extension MediaLibraryViewController: AlbumTileViewDelegate {
    func albumTileViewDidTap(_ tile: AlbumTileView) {
        guard let album = tile.album else { return }
        countLabel.text = "\(album.title): \(album.items.count) tracks"
    }
}
