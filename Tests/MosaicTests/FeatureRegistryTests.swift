import MosaicApp
import Testing

@Suite("The feature registry")
struct FeatureRegistryTests {
    @Test("each entry's commands and pages are fronts of one feature, and no feature is listed twice")
    func oneFeaturePerEntry() {
        for entry in FeatureRegistry.features {
            #expect(
                ObjectIdentifier(entry.commands.feature) == ObjectIdentifier(entry.pages.feature), "\(entry.commands)")
        }
        let names = FeatureRegistry.features.map { $0.commands.feature.name }
        #expect(Set(names).count == names.count)
        #expect(names == ["market", "perfume", "apps", "photos", "habits"])
    }
}
