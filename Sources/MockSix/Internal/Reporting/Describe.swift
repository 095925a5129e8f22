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
///
/// The standard library's types lose their `Swift.` prefix; other names are left whole.
package func describeType(_ type: Any.Type) -> String {
  var result = ""
  var rest = Substring(String(reflecting: type))
  while !rest.isEmpty {
    let startsName = result.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    if startsName ?? true, rest.hasPrefix("Swift.") {
      rest = rest.dropFirst("Swift.".count)
    } else {
      result.append(rest.removeFirst())
    }
  }
  return result
}

/// The value inside `value`, looking through optionals boxed in `Any`; `nil` for `nil`.
package func unwrapped(_ value: Any?) -> Any? {
  guard let value else { return nil }
  guard let optional = value as? any OptionalDescribing else { return value }
  return optional.wrappedValue
}

protocol OptionalDescribing {
  var describedWrapped: String { get }
  var isNone: Bool { get }
  var wrappedValue: Any? { get }
}

extension Optional: OptionalDescribing {
  var describedWrapped: String {
    switch self {
    case .some(let wrapped): describeValue(wrapped)
    case .none: "nil"
    }
  }

  var wrappedValue: Any? {
    switch self {
    case .some(let wrapped): unwrapped(wrapped)
    case .none: nil
    }
  }

  var isNone: Bool {
    switch self {
    case .some(let wrapped): isNil(wrapped)
    case .none: true
    }
  }
}

/// Whether `value` is `nil`, also when it is a `nil` optional boxed in `Any`.
@usableFromInline
func _mockSixIsNil(_ value: Any?) -> Bool {
  isNil(value)
}

/// Whether `value` is `nil`, also when it is a `nil` optional boxed in `Any`.
package func isNil(_ value: Any?) -> Bool {
  guard let value else { return true }
  guard let optional = value as? any OptionalDescribing else { return false }
  return optional.isNone
}
