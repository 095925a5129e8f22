/// Writes a mock's typed method IDs, and the typed registrations its members call.
///
/// Each case of `Methods` gets a `TypedMember` of the same name, with the error, the arguments
/// (as one type: `Void`, the argument's type, or a tuple) and the result type of its method or
/// accessor, in an extension constrained to the mock:
///
/// ```swift
/// extension TypedMember where M == MockEngine {
///   static var setSpeed: TypedMember<MockEngine, Never, Double, Void> { .init(._setSpeed) }
/// }
/// ```
///
/// A generic mock's IDs are declared for every specialization at once, constrained by the
/// protocol and by the enum of cases the mock shares with no other type, so that they are
/// spelled `.all` like any other (`extension TypedMember where M: Store, M.MockMethod ==
/// _MockStoreMethods`, where `M.Item` is the mock's parameter). What a typed ID cannot express keeps
/// only its untyped case, and the extension says why in a comment: arguments logged as
/// placeholders, and opaque types inside other types (`[some P]`). An `@autoclosure` argument is typed
/// by its value, and a generic method's ID is a function of its generic parameters' types,
/// `.decode(User.self)`.
struct TypedIDWriter {
  let model: MockModel
  let speller: TypeSpeller
  let scope: TypeSpeller.Scope

  /// MockSix's `TypedMember` and the standard library's `Never` and `Error`, which the typed IDs
  /// name; a module that declares types of those names has them written with their module.
  static let typedMemberType = TypeReference(name: "TypedMember", id: "s:7MockSix11TypedMemberV")
  static let never = TypeReference(name: "Never", id: "s:s5NeverO")
  static let error = TypeReference(name: "Error", id: "s:s5ErrorP")

  /// `TypedMember`, as the file spells it.
  var typedMember: String { spell(Self.typedMemberType) }

  /// A type as the typed IDs' extension spells it.
  private func spell(_ type: TypeReference) -> String { speller.spell(type, in: scope) }

  /// A typed ID's error type, argument types and result type, as the file spells them.
  struct Signature {
    var failure: String
    var arguments: [String]
    var result: String

    /// The generic arguments of its `TypedMember` after the mock: the error, the arguments as
    /// one type (`Void`, the argument's type, or a tuple) and the result.
    var genericArguments: [String] {
      let joined =
        switch arguments.count {
        case 0: "Void"
        case 1: arguments[0]
        default: "(" + arguments.joined(separator: ", ") + ")"
        }
      return [failure, joined, result]
    }
  }

  /// Whether a requirement still constrains a generic parameter once fixed types are put in.
  func mentionsGenericParameter(_ fragments: [Fragment]) -> Bool {
    let generic = Set(model.genericParameterNames)
    for (position, fragment) in fragments.enumerated() where fragment.isSelf {
      guard position + 2 < fragments.count, fragments[position + 1].spelling == "." else {
        continue
      }
      let name = fragments[position + 2].spelling
      if generic.contains(name) { return true }
      if let fixed = scope.fixedTypes[name], mentionsGenericParameter(fixed.fragments) {
        return true
      }
    }
    return false
  }

  /// The typed ID of a case, or why the case has none.
  func signature(
    of requirement: Requirement, getter: Bool, setter: Bool
  ) -> Result<Signature, Problem> {
    if let problem = genericMemberProblem(requirement) { return .failure(problem) }
    let scope = memberScope(requirement)
    let accessor: Registration.Accessor = setter ? .setter : getter ? .getter : .method
    let failure: String
    switch requirement.registration(for: accessor).throwing {
    case .never: failure = spell(Self.never)
    case .untyped: failure = "any " + spell(Self.error)
    case .typed(let type):
      guard let spelled = spell(type, in: scope) else {
        return .failure(Problem("an opaque error type"))
      }
      failure = spelled
    }
    var arguments: [String] = []
    let opaque = opaqueParameters(requirement)
    for (position, parameter) in requirement.parameters.enumerated() {
      if let argument = opaque.first(where: { $0.position == position }) {
        // A `some P` argument is typed by a generic parameter of its typed ID: `.send(Hello.self)`.
        arguments.append(argument.spelled)
        continue
      }
      switch parameter.logging {
      case .value, .copied: break
      case .evaluated:
        // An `@autoclosure` argument is logged as its value, which its typed ID takes.
        guard let result = Self.autoclosureResult(parameter.type),
          let type = spell(result, in: scope)
        else {
          return .failure(Problem("an @autoclosure argument"))
        }
        arguments.append(type)
        continue
      case .placeholder(let text): return .failure(Problem("an argument logged as \(text)"))
      case .unownedJob:
        arguments.append("UnownedJob")
        continue
      }
      guard let type = spell(parameter.type, in: scope) else {
        return .failure(Problem("an opaque argument type"))
      }
      arguments.append(type)
    }
    let value = requirement.result.map { spell($0, in: scope) } ?? "Void"
    guard let value else { return .failure(Problem("an opaque result type")) }
    if setter {
      return .success(Signature(failure: failure, arguments: arguments + [value], result: "Void"))
    }
    if !getter, requirement.kind == .method, let writable = requirement.writableParameter {
      // A stub's result is the inout argument's new value.
      return spell(writable.type, in: scope).map {
        .success(Signature(failure: failure, arguments: arguments, result: $0))
      }
        ?? .failure(Problem("an opaque argument type"))
    }
    return .success(Signature(failure: failure, arguments: arguments, result: value))
  }

  /// Why a generic member has no typed ID; nil for one that has (a generic function of the
  /// mock that names each generic parameter's type: `.find(User.self)`) or a plain member.
  private func genericMemberProblem(_ requirement: Requirement) -> Problem? {
    guard !requirement.genericParameters.isEmpty else { return nil }
    // NB: The model renames generic parameters named like `TypedMember`'s (`R` is `R1`).
    if !typedMemberGenericParameters.isDisjoint(with: requirement.genericParameters) {
      return Problem(
        "a generic parameter named like one of TypedMember's (M, Failure, Arguments, R)")
    }
    // NB: In the typed ID, a generic function, the mock's parameters are its own, which
    //     `where Item == U?` would make non-generic; Swift rejects that (`Item == U.Item` is fine).
    let typeParameters = Set(model.genericParameterNames).union(requirement.genericParameters)
    let tiesMockParameter = GenericRequirement.read(requirement.whereClause).contains {
      $0.relation == .sameType
        && (isMockParameter($0.lhs) && !isTypeParameter($0.rhs, typeParameters)
          || isMockParameter($0.rhs) && !isTypeParameter($0.lhs, typeParameters))
    }
    return tiesMockParameter
      ? Problem("a where clause that makes a generic parameter of the mock concrete") : nil
  }

  /// Whether a type is one of the mock's generic parameters: `Item`, `Self.Item`.
  private func isMockParameter(_ type: TypeReference) -> Bool {
    var fragments = type.fragments.filter { !$0.spelling.allSatisfy(\.isWhitespace) }
    if fragments.count == 3, fragments[0].isSelf, fragments[1].spelling == "." {
      fragments.removeFirst(2)
    }
    guard fragments.count == 1, fragments[0].kind == "typeIdentifier" else { return false }
    return model.genericParameterNames.contains(fragments[0].spelling)
      && (fragments[0].preciseIdentifier.map(speller.index.isProtocolMemberType) ?? true)
  }

  /// Whether a type is a generic parameter or one's associated type: `U`, `F.Model`.
  private func isTypeParameter(_ type: TypeReference, _ parameters: Set<String>) -> Bool {
    let fragments = type.fragments.filter { !$0.spelling.allSatisfy(\.isWhitespace) }
    guard let first = fragments.first, first.kind == "typeIdentifier",
      first.isSelf || parameters.contains(first.spelling)
    else { return false }
    return fragments.dropFirst().allSatisfy { $0.kind == "typeIdentifier" || $0.spelling == "." }
  }

  /// The scope a member's types are spelled in: the mock's, and the member's generic
  /// parameters, which are then not written with a module.
  func memberScope(_ requirement: Requirement) -> TypeSpeller.Scope {
    var memberScope = scope
    memberScope.localGenericParameters.formUnion(requirement.genericParameters)
    return memberScope
  }

  /// The type an `@autoclosure` argument's closure returns, such as `String` for
  /// `@autoclosure () -> String`; nil for any other type.
  static func autoclosureResult(_ type: TypeReference) -> TypeReference? {
    switch type.shape {
    case .attributed(_, let inner), .parenthesized(let inner): return autoclosureResult(inner)
    case .function(let function): return function.parameters.isEmpty ? function.result : nil
    default: return nil
    }
  }

  /// Why a case has no typed ID.
  struct Problem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// A type as a generic argument: variadics as arrays, `T!` as `T?`; nil for opaque types.
  func spell(_ type: TypeReference, in scope: TypeSpeller.Scope) -> String? {
    if type.containsOpaqueType { return nil }
    let text = speller.spell(type, in: scope)
    switch type.shape {
    case .variadic:
      // `Int...` is spelled with the three dots last, which become the array's brackets.
      return "[" + text.dropLast(3) + "]"
    case .optional(_, implicitlyUnwrapped: true):
      // `Int!` is spelled with the `!` last, which becomes `?`.
      return text.dropLast() + "?"
    default:
      return text
    }
  }

  /// Whether a case name can name a static member of `TypedMember` after a dot.
  func canName(_ caseName: String) -> Bool {
    !dotKeywords.contains(caseName) && caseName != "method"
  }
}
