internal import Foundation

/// Describes an argument or result for a failure message, in angle brackets: `<"a">`, `<nil>`.
package func describeArgument(_ value: Any?) -> String {
  guard let value else { return "<nil>" }
  return "<\(describeValue(value))>"
}

/// Describes a value without brackets, quoting strings and unwrapping optionals.
package func describeValue(_ value: Any) -> String {
  if let optional = value as? any OptionalDescribing {
    return optional.describedWrapped
  }
  switch value {
  case let string as String: return String(reflecting: string)
  case let character as Character: return String(reflecting: character)
  default: return String(describing: value)
  }
}

/// Describes a type for a failure message, such as `Array<Int>` or `Optional<String>`.
package func describeType(_ type: Any.Type) -> String {
  String(reflecting: type).replacingOccurrences(of: "Swift.", with: "")
}

protocol OptionalDescribing {
  var describedWrapped: String { get }
  var isNone: Bool { get }
}

extension Optional: OptionalDescribing {
  var describedWrapped: String {
    switch self {
    case .some(let wrapped): describeValue(wrapped)
    case .none: "nil"
    }
  }

  var isNone: Bool {
    switch self {
    case .some(let wrapped): isNil(wrapped)
    case .none: true
    }
  }
}
