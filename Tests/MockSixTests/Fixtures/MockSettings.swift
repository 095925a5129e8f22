import MockSix

/// A protocol with a property and a subscript, mocked with the `_get` / `_set` convention.
protocol Settings {
  var volume: Int { get set }
  var title: String { get }
  subscript(key: String) -> String? { get set }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A mock of `Settings`: each accessor is a method ID and a one-line registration.
final class MockSettings: Settings, Mock, Sendable {
  enum Methods: Int {
    case volume_get, volume_set, title_get, subscript_get, subscript_set
  }
  typealias MockMethod = Methods

  var volume: Int {
    get { registerInvocation(for: .volume_get) }
    set { registerInvocation(for: .volume_set, args: newValue) }
  }

  var title: String {
    registerInvocation(for: .title_get, andReturn: "untitled")
  }

  subscript(key: String) -> String? {
    get { registerInvocation(for: .subscript_get, args: key, andReturn: nil) }
    set { registerInvocation(for: .subscript_set, args: key, newValue) }
  }
}
