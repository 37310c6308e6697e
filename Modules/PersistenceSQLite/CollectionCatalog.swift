import Persistence

/// The collections a store was opened with, by name.
struct CollectionCatalog: Sendable {
    private let schemas: [String: CollectionSchema]

    init(_ types: [any Persistence.Record.Type]) throws(PersistenceError) {
        var schemas: [String: CollectionSchema] = [:]
        for type in types {
            let schema = try CollectionSchema(type)
            schemas[schema.name] = schema
        }
        self.schemas = schemas
    }

    var all: [CollectionSchema] { schemas.values.sorted { $0.name < $1.name } }

    func schema(named collection: String) throws(PersistenceError) -> CollectionSchema {
        guard let schema = schemas[collection] else { throw .unregisteredCollection(collection) }
        return schema
    }

    func schema<R: Persistence.Record>(for type: R.Type) throws(PersistenceError) -> CollectionSchema {
        guard let schema = schemas[R.collection] else { throw .unregisteredCollection(R.collection) }
        return schema
    }
}
