/// The structure of a type, parsed once from the symbol graph's fragments.
///
/// Each part is a ``TypeReference`` of its own, so it keeps the fragments the writer spells and
/// the precise identifiers that tell names apart. What the parser does not understand stays
/// `verbatim`: its fragments are kept whole, so nothing of the declaration is lost.
indirect enum TypeShape: Sendable {
  /// A named type such as `Outer.Inner<Int>` or `Self.Item`, outermost name first.
  case named([NameComponent])
  /// `Wrapped?`, or `Wrapped!` when implicitly unwrapped.
  case optional(TypeReference, implicitlyUnwrapped: Bool)
  /// `[Element]`.
  case array(TypeReference)
  /// `[Key : Value]`.
  case dictionary(key: TypeReference, value: TypeReference)
  /// `()` or a tuple of two or more elements, such as `(min: Int, max: Int)`.
  case tuple([TupleElement])
  /// One type in parentheses, such as `((Int) -> Void)`.
  case parenthesized(TypeReference)
  /// A function type such as `(Int) async throws -> String`.
  case function(FunctionType)
  /// `Instance.Type`, or `Instance.Protocol` for a protocol's own metatype.
  case metatype(TypeReference, isProtocolMetatype: Bool)
  /// `any P` or `some P`.
  case existential(Existential, TypeReference)
  /// A protocol composition such as `P & Q`.
  case composition([TypeReference])
  /// A variadic parameter's type, such as `Int...`, with the type of each argument.
  case variadic(TypeReference)
  /// A type after attributes such as `@Sendable` or `@MainActor`.
  case attributed([TypeAttribute], TypeReference)
  /// A type the parser does not understand, such as a parameter pack; only its fragments say it.
  case verbatim

  /// One name of a named type's path, such as `Inner<Int>` in `Outer.Inner<Int>`.
  struct NameComponent: Sendable {
    var name: String
    /// The precise identifier of the name, nil for `Self` and generic parameters.
    var preciseIdentifier: String?
    var genericArguments: [TypeReference] = []
  }

  /// One element of a tuple type.
  struct TupleElement: Sendable {
    /// The element's label, such as `min` in `(min: Int, max: Int)`.
    var label: String?
    var type: TypeReference
  }

  /// The parts of a function type.
  struct FunctionType: Sendable {
    /// The parameter types, with any `inout` or ownership kept in their fragments.
    var parameters: [TypeReference]
    var isAsync: Bool
    var throwing: Throwing
    var result: TypeReference
  }

  /// How a function type throws.
  enum Throwing: Sendable {
    case none
    case untyped
    case typed(TypeReference)
  }

  /// The keyword before an existential or opaque type.
  enum Existential: Sendable {
    case any
    case some
  }

  /// An attribute of a type, such as `@Sendable`, or `@MainActor` with its precise identifier.
  struct TypeAttribute: Sendable {
    /// The attribute as written, with its `@` and any arguments, such as `@convention(c)`.
    var spelling: String
    var preciseIdentifier: String?
  }
}
