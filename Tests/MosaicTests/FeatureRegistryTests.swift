import MosaicApp
import MosaicServer
import Testing

@Suite("The feature registry")
struct FeatureRegistryTests {
    @Test("every feature is listed once, and its pages (in mosaic-server) are listed beside it, in the same order")
    func oneFeaturePerEntry() {
        let names = FeatureRegistry.plugins.map { $0.feature.name }
        #expect(Set(names).count == names.count)
        #expect(names == ["market", "perfume", "apps", "photos", "habits"])
        #expect(FeaturePages.plugins.map { $0.feature.name } == names)
        for (commands, pages) in zip(FeatureRegistry.plugins, FeaturePages.plugins) {
            #expect(ObjectIdentifier(commands.feature) == ObjectIdentifier(pages.feature), "\(commands)")
        }
    }
}
