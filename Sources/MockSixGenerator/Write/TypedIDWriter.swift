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
  private var typedMember: String { spell(Self.typedMemberType) }

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

  /// An argument whose type holds an opaque type, `some P` or `[some P]`: its type as its typed
  /// ID spells it, with a generic parameter for each opaque type (`Some1`, `[Some1]`).
  struct OpaqueArgument {
    var position: Int
    var spelled: String
    /// The generic parameters that stand for its opaque types, each with its constraint, `P`.
    var generics: [(name: String, constraint: TypeReference)]
  }

  /// The arguments whose types hold opaque types, in an array, optional or dictionary at most.
  func opaqueParameters(_ requirement: Requirement) -> [OpaqueArgument] {
    var taken = Set(requirement.genericParameters).union(model.genericParameterNames)
      .union(typedMemberGenericParameters)
    var result: [OpaqueArgument] = []
    for (position, parameter) in requirement.parameters.enumerated()
    where parameter.logging == .value {
      var generics: [(name: String, constraint: TypeReference)] = []
      func spelled(_ type: TypeReference) -> String? {
        switch type.shape {
        case .existential(.some, let constraint):
          let name = numberedName("Some", avoiding: &taken)
          generics.append((name, constraint))
          return name
        case .array(let element): return spelled(element).map { "[" + $0 + "]" }
        case .optional(let wrapped, false): return spelled(wrapped).map { $0 + "?" }
        case .dictionary(let key, let value):
          guard let key = spelled(key), let value = spelled(value) else { return nil }
          return "[" + key + ": " + value + "]"
        default: return spell(type, in: memberScope(requirement))
        }
      }
      guard containsOpaque(parameter.type), let type = spelled(parameter.type), !generics.isEmpty
      else { continue }
      result.append(OpaqueArgument(position: position, spelled: type, generics: generics))
    }
    return result
  }

  /// Whether a type is or holds `some P` in an array, optional or dictionary.
  private func containsOpaque(_ type: TypeReference) -> Bool {
    switch type.shape {
    case .existential(.some, _): return true
    case .array(let element): return containsOpaque(element)
    case .optional(let wrapped, false): return containsOpaque(wrapped)
    case .dictionary(let key, let value): return containsOpaque(key) || containsOpaque(value)
    default: return false
    }
  }

  /// The scope a member's types are spelled in: the mock's, and the member's generic
  /// parameters, which are then not written with a module.
  private func memberScope(_ requirement: Requirement) -> TypeSpeller.Scope {
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
  private func spell(_ type: TypeReference, in scope: TypeSpeller.Scope) -> String? {
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
  private func canName(_ caseName: String) -> Bool {
    !dotKeywords.contains(caseName) && caseName != "method"
  }

  /// The registration's function and its leading arguments for a case with a typed ID, such as
  /// `registerInvocation` with `["._save", "args: name, count"]`; nil for a case without one.
  ///
  /// - Parameters:
  ///   - enumCase: The case of `Methods`, from `enumCaseNames(_:)`.
  ///   - registration: The registration the member's accessor calls.
  func registration(
    _ requirement: Requirement, _ enumCase: String, _ registration: Registration
  ) -> (function: String, arguments: [String])? {
    let getter = registration.accessor == .getter
    let setter = registration.accessor == .setter
    // NB: A job's registration writes its own default (running the job), which the typed
    //     registrations cannot take; its typed ID still types stubs and verifiers.
    guard enumCase.hasPrefix("_"),
      hasTypedID(requirement, String(enumCase.dropFirst()), getter: getter, setter: setter),
      !requirement.parameters.contains(where: { $0.logging == .unownedJob })
    else { return nil }
    var arguments = ["." + enumCase]
    if getter { arguments.append("function: #function + \".get\"") }
    if setter { arguments.append("function: #function + \".set\"") }
    if let typeArguments = typeArguments(requirement) {
      arguments.append("typeArguments: " + typeArguments)
    }
    var values = requirement.parameters.map {
      switch $0.logging {
      case .evaluated: escaped($0.name) + "()"
      case .copied: "copy " + escaped($0.name)
      default: escaped($0.name)
      }
    }
    if setter { values.append("newValue") }
    if !values.isEmpty { arguments.append("args: " + values.joined(separator: ", ")) }
    return (registration.functionName, arguments)
  }

  /// A generic member's type arguments as one type, which its typed ID and its registration both
  /// name, so that its stubs and calls are kept per type argument: `T.self`, `(K, V).self`; nil
  /// for a member that is not generic.
  func typeArguments(_ requirement: Requirement) -> String? {
    let parameters = requirement.genericParameters
    switch parameters.count {
    case 0: return nil
    case 1: return parameters[0] + ".self"
    default: return "(" + parameters.joined(separator: ", ") + ").self"
    }
  }

  /// Whether the case of a requirement's accessor has a typed ID of the given name.
  private func hasTypedID(
    _ requirement: Requirement, _ name: String, getter: Bool, setter: Bool
  ) -> Bool {
    guard canName(name), case .success = signature(of: requirement, getter: getter, setter: setter)
    else { return false }
    return true
  }

  /// The cases of `Methods`: a member with a typed ID has its name after `_`, so that `.save`
  /// names only the typed ID, which the compiler checks, and the untyped case stays reachable as
  /// `._save`; a member without one keeps its name (`.each`).
  ///
  /// - Parameter caseNames: The names of each requirement's typed IDs, from `CaseNaming`.
  func enumCaseNames(_ caseNames: [[String]]) -> [[String]] {
    let typed = zip(model.requirements, caseNames).map { requirement, names in
      names.enumerated().map { position, name in
        let getter = requirement.kind == .property || requirement.kind == .subscriptMember
        let setter = getter && position == 1
        return hasTypedID(requirement, name, getter: getter && !setter, setter: setter)
      }
    }
    let plainNames = Set(
      zip(caseNames, typed).flatMap { names, typed in
        zip(names, typed).filter { !$0.1 }.map(\.0)
      })
    return zip(caseNames, typed).map { names, typed in
      zip(names, typed).map { name, typed in
        guard typed else { return name }
        // NB: A member named `_save` without a typed ID keeps that case; `save`'s takes one more.
        var enumCase = "_" + name
        while plainNames.contains(enumCase) { enumCase = "_" + enumCase }
        return enumCase
      }
    }
  }

  /// The extension that declares the mock's typed IDs, after a blank line.
  ///
  /// - Parameters:
  ///   - caseNames: The names of each requirement's typed IDs, from `CaseNaming`.
  ///   - enumCases: The cases of `Methods` they stand for, from `enumCaseNames(_:)`.
  func declarations(caseNames: [[String]], enumCases: [[String]]) -> [String] {
    var members: [String] = []
    var skipped: [String] = []
    for (requirement, (names, cases)) in zip(model.requirements, zip(caseNames, enumCases)) {
      for (position, (name, enumCase)) in zip(names, cases).enumerated() {
        let getter = requirement.kind == .property || requirement.kind == .subscriptMember
        let setter = getter && position == 1
        switch signature(of: requirement, getter: getter && !setter, setter: setter) {
        case .failure(let problem):
          skipped.append("// .\(name) has no typed ID: \(problem.reason).")
        case .success(let signature):
          guard canName(name) else {
            skipped.append("// .\(name) has no typed ID: its name is a keyword after a dot.")
            continue
          }
          members += declaration(name, enumCase, signature, requirement)
        }
      }
    }
    let mock = model.mockName
    var lines = [
      "", "// Typed method IDs of \(mock), which the compiler checks stubs and verifiers against.",
    ]
    if members.isEmpty && skipped.isEmpty { return [] }
    lines += skipped
    if members.isEmpty { return lines }
    lines += model.availability
    lines.append(
      model.associatedTypes.isEmpty
        ? "extension \(typedMember) where M == \(mock) {"
        : "extension \(typedMember) where M: \(speller.spell(model.protocolType, in: scope)),"
          + " M.MockMethod == _\(mock)Methods {")
    lines += members.map { $0.isEmpty ? $0 : "  " + $0 }
    lines.append("}")
    return lines
  }

  /// The generic parameters of a member's typed ID, its own and one per `some P` argument, and
  /// their requirements, spelled.
  private func typedGenerics(_ requirement: Requirement) -> (names: [String], constraints: [String])
  {
    let opaque = opaqueParameters(requirement)
    var constraints: [String] = []
    if !requirement.whereClause.isEmpty {
      constraints.append(speller.spell(requirement.whereClause, in: memberScope(requirement)))
    }
    let generics = opaque.flatMap(\.generics)
    constraints += generics.map {
      "\($0.name): " + speller.spell($0.constraint, in: memberScope(requirement))
    }
    return (requirement.genericParameters + generics.map(\.name), constraints)
  }

  /// The initializer a typed ID returns: `.init(._load)`, or `.init(._load, typeArguments: T.self)`
  /// for a generic member.
  private func initializer(_ enumCase: String, _ requirement: Requirement) -> String {
    guard let typeArguments = typeArguments(requirement) else { return ".init(.\(enumCase))" }
    return ".init(.\(enumCase), typeArguments: \(typeArguments))"
  }

  /// One typed ID: a static property, or a generic function for a generic mock.
  private func declaration(
    _ name: String, _ enumCase: String, _ signature: Signature, _ requirement: Requirement
  ) -> [String] {
    var lines: [String] = []
    let conditions = requirement.unavailablePlatforms.compactMap {
      Availability.platformConditions[$0].map { "!" + $0 }
    }
    if !conditions.isEmpty { lines.append("#if " + conditions.joined(separator: " && ")) }
    lines += requirement.availability
    let types = signature.genericArguments
    let (memberGenerics, memberConstraints) = typedGenerics(requirement)
    if model.associatedTypes.isEmpty, !memberGenerics.isEmpty {
      // A generic member's ID takes each generic parameter's type: `.find(User.self)`.
      let type = typedMember + "<" + ([model.mockName] + types).joined(separator: ", ") + ">"
      let parameters = memberGenerics.map { "_ \($0.lowercased()): \($0).Type" }
      let whereClause =
        memberConstraints.isEmpty ? "" : " where " + memberConstraints.joined(separator: ", ")
      lines.append(
        "static func \(escaped(name))<\(memberGenerics.joined(separator: ", "))>("
          + parameters.joined(separator: ", ")
          + ") -> \(type)\(whereClause) { \(initializer(enumCase, requirement)) }")
    } else if model.associatedTypes.isEmpty {
      let type = typedMember + "<" + ([model.mockName] + types).joined(separator: ", ") + ">"
      lines.append("static var \(escaped(name)): \(type) { .init(.\(enumCase)) }")
    } else {
      // A generic mock's ID is declared for every specialization, `M`; a generic member's takes
      // its own generic parameters' types: `.decode(User.self)`.
      let type = typedMember + "<" + (["M"] + types).joined(separator: ", ") + ">"
      if memberGenerics.isEmpty {
        lines.append("static var \(escaped(name)): \(type) { .init(.\(enumCase)) }")
      } else {
        let parameters = memberGenerics.map { "_ \($0.lowercased()): \($0).Type" }
        let whereClause =
          memberConstraints.isEmpty ? "" : " where " + memberConstraints.joined(separator: ", ")
        lines.append(
          "static func \(escaped(name))<\(memberGenerics.joined(separator: ", "))>("
            + parameters.joined(separator: ", ")
            + ") -> \(type)\(whereClause) { \(initializer(enumCase, requirement)) }")
      }
    }
    if !conditions.isEmpty { lines.append("#endif") }
    return lines
  }
}
