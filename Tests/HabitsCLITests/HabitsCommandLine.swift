import CommandTestSupport
import HabitsCLI

extension MosaicBinary {
    /// The command line with Habits's commands alone, run in process.
    init() {
        self.init(plugins: [HabitsPlugin.self])
    }
}
