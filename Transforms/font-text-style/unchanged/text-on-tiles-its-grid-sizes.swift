import SwiftUI

// Day numbers laid over squares whose size the grid gives them, and key titles over key caps held
// to one ratio: the overlay cannot grow its tile, so larger text would spill out of it.
struct MonthGrid: View {
    let days: [Int]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 7), spacing: 4) {
            ForEach(days, id: \.self) { day in
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.accentColor.opacity(0.2))
                    .aspectRatio(1, contentMode: .fit)
                    .overlay(
                        Text("\(day)")
                            .font(.system(size: 11, weight: .medium))
                    )
            }
        }
    }
}

struct DialPad: View {
    let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(digits, id: \.self) { digit in
                Capsule()
                    .fill(Color.gray.opacity(0.15))
                    .aspectRatio(1.6, contentMode: .fit)
                    .overlay {
                        Text(digit)
                            .font(.system(size: 26))
                    }
            }
        }
    }
}
