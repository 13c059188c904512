import Foundation

extension Bundle {
    /// The JSON file `file` that ships with the app, decoded as `type`; nil when the app has no
    /// such file or it does not hold a `type`.
    func decode<T: Decodable>(_ type: T.Type, from file: String) -> T? {
        guard let url = url(forResource: file, withExtension: nil),
              let data = try? Data(contentsOf: url) else {
            return nil
        }
        return try? JSONDecoder().decode(type, from: data)
    }
}
