/// Counts how many of a set of tasks run at once: what a concurrency bound is tested by.
actor RunningCounter {
    private var running = 0
    /// The most that ran at once.
    private(set) var most = 0
    /// How many finished.
    private(set) var finished = 0

    func enter() {
        running += 1
        most = max(most, running)
    }

    func leave() {
        running -= 1
        finished += 1
    }
}
