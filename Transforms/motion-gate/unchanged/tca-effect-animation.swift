import ComposableArchitecture
import SwiftUI

@Reducer
struct Counter {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }

    enum Action {
        case incrementTapped
        case delayed
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return .run { send in
                    await send(.delayed)
                }
                .animation(.default)
            case .delayed:
                return .none
            }
        }
    }
}

struct CounterView: View {
    let store: StoreOf<Counter>

    var body: some View {
        Button("\(store.count)") {
            store.send(.incrementTapped).animation()
        }
    }
}
