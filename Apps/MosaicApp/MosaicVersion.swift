/// The version `mosaic --version` prints and the HTTP User-Agent carries.
enum MosaicVersion {
    static let current = "0.1.0"
}
