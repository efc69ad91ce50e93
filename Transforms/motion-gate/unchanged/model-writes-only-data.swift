import Foundation
import SwiftUI

/// A model file with no view: its animations only write data (a score, a cache entry, a stored
/// setting, rows trimmed). How the change looks is up to the views that show the data.
@MainActor
final class ScoreBoard: ObservableObject {
    struct Entry {
        var points: Int
        var isStarred: Bool?
    }

    @Published var entry: Entry?
    @Published var recent: [Int] = []
    @Published var cache: [String: Int] = [:]

    func award(_ amount: Int) {
        let previous = entry?.points ?? 0
        withAnimation(.spring()) {
            entry?.points = previous + amount
            entry?.isStarred = amount > 10
        }
    }

    func remember(_ key: String, _ value: Int, dropping oldest: String?) {
        withAnimation {
            cache[key] = value
            if let oldest { cache.removeValue(forKey: oldest) }
        }
    }

    func trim(to limit: Int) {
        withAnimation {
            if recent.count > limit {
                recent.removeFirst(recent.count - limit)
            } else {
                recent.insert(contentsOf: [0], at: 0)
            }
        }
    }

    func store(_ values: [Int]) {
        withAnimation {
            UserDefaults.standard.set(values, forKey: "recent")
            recent = values
        }
    }
}
