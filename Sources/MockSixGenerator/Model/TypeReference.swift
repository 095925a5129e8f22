/// A type as the symbol graph spells it: its fragments, and the shape parsed from them once.
///
/// The writer spells the fragments for the mock, qualifying names and rewriting `Self`; the
/// questions asked here (is it optional, a function, a tuple) are answered from the ``TypeShape``,
/// so no later stage reads the fragments' text again.
struct TypeReference: Hashable, Sendable {
  /// The fragments, which the writer spells; setting them parses the shape again.
  var fragments: [Fragment] {
    didSet { shape = TypeParser.shape(of: fragments) }
  }
  /// The structure of the type.
  private(set) var shape: TypeShape

  init(_ fragments: [Fragment]) {
    let trimmed = Self.droppingParameterNames(fragments).trimmed()
    self.fragments = trimmed
    self.shape = TypeParser.shape(of: trimmed)
  }

  /// The fragments without the parameter names of function types, which change nothing in a
  /// type and which an expression such as `({ _ in } as (_ i: Int) -> Void)` cannot parse.
  ///
  /// NB: A graph that `swiftc -emit-symbol-graph` writes keeps them, as in
  ///     `(_ i: (_ j: String) -> Int) -> ()`; one that `swift-symbolgraph-extract` writes from a
  ///     built module does not.
  private static func droppingParameterNames(_ fragments: [Fragment]) -> [Fragment] {
    guard fragments.contains(where: { $0.kind == "externalParam" || $0.kind == "internalParam" })
    else { return fragments }
    var result: [Fragment] = []
    var afterName = false
    for fragment in fragments {
      if fragment.kind == "externalParam" || fragment.kind == "internalParam" {
        afterName = true
        continue
      }
      guard afterName, fragment.kind == "text" else {
        afterName = false
        result.append(fragment)
        continue
      }
      var text = Substring(fragment.spelling).drop(while: { $0 == " " })
      if text.isEmpty { continue }  // between a label and a name
      if text.first == ":" { text = text.dropFirst().drop(while: { $0 == " " }) }
      afterName = false
      if text.isEmpty { continue }
      var copy = fragment
      copy.spelling = String(text)
      result.append(copy)
    }
    return result
  }

  /// A part of a type that the parser has read, with its shape.
  init(parsed fragments: [Fragment], shape: TypeShape) {
    self.fragments = fragments
    self.shape = shape
  }

  /// A reference to one type name.
  init(name: String, id: String?) {
    self.fragments = [Fragment(kind: "typeIdentifier", spelling: name, preciseIdentifier: id)]
    self.shape = .named([TypeShape.NameComponent(name: name, preciseIdentifier: id)])
  }

  static func == (lhs: TypeReference, rhs: TypeReference) -> Bool {
    lhs.fragments == rhs.fragments
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fragments)
  }

  /// The type as the declaration reads, for messages and case names.
  var text: String { fragments.text }

  /// The type with each name's precise identifier, which tells apart types of the same name from
  /// different modules (the graph drops a module qualifier such as `Foundation.`).
  var identity: String {
    fragments.map { fragment in
      guard fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier else {
        return fragment.spelling
      }
      return fragment.spelling + "#" + id
    }.joined()
  }

  /// The one name of a type that is a single name without generic arguments, such as `T`.
  var singleName: TypeShape.NameComponent? {
    guard case .named(let components) = shape, components.count == 1,
      components[0].genericArguments.isEmpty
    else { return nil }
    return components[0]
  }

  /// Whether the type is `Void` or `()`.
  var isVoid: Bool {
    if case .tuple(let elements) = shape, elements.isEmpty { return true }
    return singleName?.name == "Void"
  }

  /// Whether the type is exactly `Self`.
  var isSelf: Bool {
    guard let name = singleName else { return false }
    return name.name == "Self" && name.preciseIdentifier == nil
  }

  /// Whether the type names `Self` anywhere.
  var mentionsSelf: Bool {
    fragments.contains(where: \.isSelf)
  }

  /// The name of a generic parameter or of `Self`: a single name without a precise identifier.
  var unidentifiedName: String? {
    guard let name = singleName, name.preciseIdentifier == nil else { return nil }
    return name.name
  }

  /// The member that `Self.Member` names, such as `Item` for `Self.Item`.
  var selfMember: String? {
    guard case .named(let components) = shape, components.count == 2,
      components[0].name == "Self", components[0].preciseIdentifier == nil,
      components.allSatisfy(\.genericArguments.isEmpty)
    else { return nil }
    return components[1].name
  }

  /// The type without attributes such as `@Sendable` before it, and without enclosing parentheses.
  var unwrapped: TypeReference {
    switch shape {
    case .attributed(_, let type), .parenthesized(let type): return type.unwrapped
    default: return self
    }
  }

  /// Whether the type is a function type, such as `(Int) -> Void`.
  var isFunction: Bool {
    if case .function = unwrapped.shape { return true }
    return false
  }

  /// Whether the type is optional at its top level, such as `Int?` or `((Int) -> Void)?`.
  var isOptional: Bool { optionalWrapped != nil }

  /// The type inside an optional, such as `Int` for `Int?` or `Optional<Int>`.
  var optionalWrapped: TypeReference? {
    switch unwrapped.shape {
    case .optional(let wrapped, _):
      return wrapped
    case .named(let components):
      guard components.count == 1, components[0].preciseIdentifier == "s:Sq" else { return nil }
      return components[0].genericArguments.first
    default:
      return nil
    }
  }

  /// The elements of a tuple type, without their labels; nil when the type is not a tuple.
  var tupleElements: [TypeReference]? {
    guard case .tuple(let elements) = shape, !elements.isEmpty else { return nil }
    return elements.map(\.type)
  }

  /// The parameter count and result of a function type.
  var functionShape: (parameterCount: Int, result: TypeReference)? {
    guard case .function(let function) = unwrapped.shape else { return nil }
    return (function.parameters.count, function.result)
  }

  /// The precise identifier of the type when it is one named type, with any generic arguments.
  ///
  /// For `Outer.Inner<Int>` this is the identifier of `Inner`.
  var nominalIdentifier: String? {
    guard case .named(let components) = shape, components[0].preciseIdentifier != nil else {
      return nil
    }
    return components.last?.preciseIdentifier
  }

  /// The name of the type when it is one named type, such as `Inner` for `Outer.Inner<Int>`.
  var nominalName: String? {
    guard nominalIdentifier != nil, case .named(let components) = shape else { return nil }
    return components.last?.name
  }

  /// The generic arguments of a named type, such as `Int` and `any Error` in `Result<Int, any Error>`.
  var genericArguments: [TypeReference] {
    guard case .named(let components) = shape else { return [] }
    return components.first { !$0.genericArguments.isEmpty }?.genericArguments ?? []
  }

  /// The protocol or type that an `any` existential names, or the type itself otherwise.
  var withoutAny: TypeReference {
    guard case .existential(.any, let type) = shape else { return self }
    return type
  }

  /// Whether the type is an array or dictionary written with brackets, `[T]` or `[K : V]`.
  var isArrayOrDictionary: Bool {
    switch shape {
    case .array, .dictionary: return true
    default: return false
    }
  }

  /// The type of a metatype, such as `Int` for `Int.Type` and `any P` for `any P.Type`.
  var metatypeInstance: TypeReference? {
    switch shape {
    case .metatype(let instance, isProtocolMetatype: false):
      return instance
    case .existential(_, let type):
      // `any P.Type` is the metatype of `any P`.
      guard case .metatype(_, isProtocolMetatype: false) = type.shape else { return nil }
      var instance = fragments
      instance[instance.count - 1].spelling.removeLast(".Type".count)
      return TypeReference(instance)
    default:
      return nil
    }
  }
}
