/// Memory the server freed, handed back to the system. glibc keeps freed memory in each
/// thread's arena for reuse, so a server whose 200 live pages closed would otherwise stay
/// at the size it had with them open.
enum FreedMemory {
    static func returnToSystem() {
        #if os(Linux)
            _ = mallocTrim(0)
        #endif
    }
}

#if os(Linux)
    /// glibc's `malloc_trim` (malloc.h, which Swift's Glibc module leaves out).
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#endif
