import SwiftUI

/// How the player repeats the queue.
enum RepeatMode: CaseIterable {
	case off
	case all
	case one

	var symbolName: String {
		switch self {
		case .off: return "repeat"
		case .all: return "repeat.circle.fill"
		case .one: return "repeat.1"
		}
	}
}

/// Metadata for the episode currently playing.
struct Episode {
	var title: String
	var show: String
	var duration: TimeInterval
	var shareURL: URL
	var websiteURL: URL
}

/// Lists the audio outputs the user can route playback to.
struct OutputPickerView: View {
	let outputs = ["iPhone", "Living Room", "Kitchen HomePod"]

	var body: some View {
		NavigationStack {
			List(outputs, id: \.self) { output in
				Text(output)
			}
			.navigationTitle("Play On")
		}
	}
}

/// Full-screen now-playing view.
struct PlayerView: View {
	let episode: Episode

	@State private var isPlaying = false
	@State private var isFavorite = false
	@State private var position: TimeInterval = 0
	@State private var volume: Double = 0.6
	@State private var repeatMode: RepeatMode = .off
	@State private var isShowingOutputs = false

	var body: some View {
		VStack(spacing: 24) {
			artwork

			VStack(spacing: 4) {
				Text(episode.title)
					.font(.title2.bold())
					.multilineTextAlignment(.center)
				Text(episode.show)
					.font(.subheadline)
					.foregroundStyle(.secondary)
			}

			// Scrubber
			VStack(spacing: 4) {
				Slider(value: $position, in: 0...episode.duration)
				HStack {
					Text(Duration.seconds(position).formatted(.time(pattern: .minuteSecond)))
					Spacer()
					Text(Duration.seconds(episode.duration - position).formatted(.time(pattern: .minuteSecond)))
				}
				.font(.caption.monospacedDigit())
				.foregroundStyle(.secondary)
			}

			transportControls

			// Volume
			HStack(spacing: 12) {
				Image(systemName: "speaker.fill")
					.foregroundStyle(.secondary)
				Slider(value: $volume, in: 0...1)
				Image(systemName: "speaker.wave.3.fill")
					.foregroundStyle(.secondary)
			}

			bottomBar
		}
		.padding(.horizontal, 24)
		.padding(.vertical, 32)
	}

	private var artwork: some View {
		RoundedRectangle(cornerRadius: 16)
			.fill(.linearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
			.aspectRatio(1, contentMode: .fit)
			.shadow(radius: 12)
	}

	private var transportControls: some View {
		HStack(spacing: 40) {
			Button {
				skip(by: -15)
			} label: {
				Image(systemName: "gobackward.15")
					.font(.title)
			}
			.accessibilityLabel("Skip back 15 seconds") // [VERIFY] confirm label matches intent

			Button(action: { isPlaying.toggle() }) {
				Image(systemName: isPlaying ? "pause.fill" : "play.fill")
					.font(.system(size: 44))
					.frame(width: 64, height: 64)
			}
			.accessibilityShowsLargeContentViewer()
			.accessibilityLabel(isPlaying ? "Pause" : "Play") // [VERIFY] confirm label matches intent

			Button {
				skip(by: 15)
			} label: {
				Image(systemName: "goforward.15")
					.font(.title)
			}
			.accessibilityLabel("Skip forward 15 seconds") // [VERIFY] confirm label matches intent
		}
		.foregroundStyle(.primary)
	}

	private var bottomBar: some View {
		HStack {
			Button(action: toggleFavorite) {
				Image("heart-outline")
					.renderingMode(.template)
					.resizable()
					.frame(width: 24, height: 24)
					.foregroundStyle(isFavorite ? .pink : .primary)
			}
			.accessibilityLabel("Favorite") // [VERIFY] confirm label matches intent
			Spacer()
			Button {} label: {
				Image(systemName: repeatMode.symbolName)
			}
			Spacer()
			Button {
				isShowingOutputs = true
			} label: {
				Image(systemName: "airplayaudio")
			}
			.accessibilityLabel("Play On") // [VERIFY] confirm label matches intent
			Spacer()
			ShareLink(item: episode.shareURL) {
				Image(systemName: "square.and.arrow.up")
			}
			.accessibilityLabel("Share") // [VERIFY] confirm label matches intent
			Spacer()
			Link(destination: episode.websiteURL) {
				Image(systemName: "safari")
			}
			.accessibilityLabel("Open in Safari") // [VERIFY] confirm label matches intent
		}
		.font(.title3)
		.sheet(isPresented: $isShowingOutputs) {
			OutputPickerView()
				.presentationDetents([.medium])
		}
	}

	// MARK: - Actions

	private func skip(by seconds: TimeInterval) {
		position = min(max(position + seconds, 0), episode.duration)
	}

	private func toggleFavorite() {
		isFavorite.toggle()
	}
}

#Preview {
	PlayerView(
		episode: Episode(
			title: "Designing for Everyone",
			show: "The Swift Hour",
			duration: 2_730,
			shareURL: URL(string: "https://example.com/episodes/42")!,
			websiteURL: URL(string: "https://example.com")!
		)
	)
}
