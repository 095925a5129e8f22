// The standard library's protocols whose requirements a mock writes as members of its own,
// logged and stubbable like the protocol's.

/// A standard protocol whose requirements the generator adds to the mock's model.
///
/// The symbol graph of a module holds none of the standard library's requirements, so this table
/// says what each needs: its associated types, which the protocol's `where` clause fixes or
/// which become generic parameters of the mock, and its members, which the mock logs like any
/// other. Defaults a member needs are given here when MockSix cannot make them.
enum StandardParent: Equatable {
  /// `Sequence`: `makeIterator()` returns an `AnyIterator`, empty unless stubbed.
  case sequence
  /// `IteratorProtocol`: `next()` returns `nil` unless stubbed.
  case iterator
  /// `AsyncSequence`: `makeAsyncIterator()` returns an `AsyncThrowingStream`'s iterator (an
  /// `AsyncStream`'s where `Failure == Never`), empty unless stubbed.
  case asyncSequence
  /// `AsyncIteratorProtocol`: `next()` returns `nil` unless stubbed.
  case asyncIterator
  /// `CaseIterable`: the static `allCases` is empty unless stubbed.
  case caseIterable
  /// `RawRepresentable`: `init?(rawValue:)` makes a mock, which `rawValue` answers.
  case rawRepresentable
  /// `Executor`: `enqueue(_:)` logs the job as an `UnownedJob`.
  case executor
  /// `SerialExecutor`: `enqueue(_:)` logs the job and, unless stubbed, runs it at once.
  case serialExecutor
  /// `ExpressibleByNilLiteral`: `init(nilLiteral:)` makes a mock and logs the call (TCA's
  /// `_OptionalStoreWithCaseScope`).
  case nilLiteral
  /// `ExpressibleByArrayLiteral`: `init(arrayLiteral:)` makes a mock and logs the elements
  /// (Apollo's `_InitializableByArrayLiteralElements`).
  case arrayLiteral
  /// `ExpressibleByDictionaryLiteral`: `init(dictionaryLiteral:)` makes a mock and logs the
  /// pairs.
  case dictionaryLiteral

  /// The parent of a standard protocol's identifier, if the table has it.
  init?(id: String) {
    switch id {
    case "s:ST": self = .sequence
    case "s:St": self = .iterator
    case "s:Sci": self = .asyncSequence
    case "s:ScI": self = .asyncIterator
    case "s:s12CaseIterableP": self = .caseIterable
    case "s:SY": self = .rawRepresentable
    case "s:ScF": self = .executor
    case "s:Scf": self = .serialExecutor
    case "s:s23ExpressibleByNilLiteralP": self = .nilLiteral
    case "s:s25ExpressibleByArrayLiteralP": self = .arrayLiteral
    case "s:s30ExpressibleByDictionaryLiteralP": self = .dictionaryLiteral
    default: return nil
    }
  }

  /// The protocol's associated types that the mock names, which its `where` clause may fix.
  var associatedTypes: [String] {
    switch self {
    case .sequence, .iterator, .asyncSequence, .asyncIterator: return ["Element"]
    case .rawRepresentable: return ["RawValue"]
    case .arrayLiteral: return ["ArrayLiteralElement"]
    case .dictionaryLiteral: return ["Key", "Value"]
    case .caseIterable, .executor, .serialExecutor, .nilLiteral: return []
    }
  }

  /// The protocol's name, as its requirements' messages name it.
  var protocolName: String {
    switch self {
    case .sequence: return "Sequence"
    case .iterator: return "IteratorProtocol"
    case .asyncSequence: return "AsyncSequence"
    case .asyncIterator: return "AsyncIteratorProtocol"
    case .caseIterable: return "CaseIterable"
    case .rawRepresentable: return "RawRepresentable"
    case .executor: return "Executor"
    case .serialExecutor: return "SerialExecutor"
    case .nilLiteral: return "ExpressibleByNilLiteral"
    case .arrayLiteral: return "ExpressibleByArrayLiteral"
    case .dictionaryLiteral: return "ExpressibleByDictionaryLiteral"
    }
  }

  /// The requirements that the mock writes, at the location of the protocol that refines this one.
  ///
  /// - Parameters:
  ///   - location: Where the protocol that refines this one is declared.
  ///   - neverFails: Whether the protocol fixes `Failure` to `Never`, for the async protocols.
  func requirements(at location: SymbolGraph.Location?, neverFails: Bool = false) -> [Requirement] {
    let element = Self.member("Element")
    switch self {
    case .sequence:
      return [
        requirement(
          .method, "makeIterator", "func makeIterator() -> Self.Iterator", at: location,
          result: [Self.named("AnyIterator", "s:s11AnyIteratorV"), Self.text("<")] + element
            + [Self.text(">")])
      ]
    case .iterator:
      return [
        requirement(
          .method, "next", "mutating func next() -> Self.Element?", at: location,
          result: element + [Self.text("?")])
      ]
    case .asyncSequence:
      return [makeAsyncIterator(at: location, neverFails: neverFails)]
    case .asyncIterator:
      var next = requirement(
        .method, "next", "mutating func next() async throws -> Self.Element?", at: location,
        result: element + [Self.text("?")])
      next.isAsync = true
      next.throwing = neverFails ? .none : .untyped
      return [next]
    case .caseIterable:
      var allCases = requirement(
        .property, "allCases", "static var allCases: Self.AllCases { get }", at: location,
        result: [Self.text("["), Self.named("Self", nil), Self.text("]")])
      allCases.isStatic = true
      return [allCases]
    case .rawRepresentable:
      return rawRepresentableRequirements(at: location)
    case .executor, .serialExecutor:
      return [enqueue(at: location)]
    case .nilLiteral:
      return [
        literalInitializer(
          "nilLiteral", "init(nilLiteral: ())", [Self.text("()")], variadic: false, at: location)
      ]
    case .arrayLiteral:
      return [
        literalInitializer(
          "arrayLiteral", "init(arrayLiteral elements: Self.ArrayLiteralElement...)",
          Self.member("ArrayLiteralElement"), variadic: true, at: location)
      ]
    case .dictionaryLiteral:
      return [
        literalInitializer(
          "dictionaryLiteral", "init(dictionaryLiteral elements: (Self.Key, Self.Value)...)",
          [Self.text("(")] + Self.member("Key") + [Self.text(", ")] + Self.member("Value")
            + [Self.text(")")], variadic: true, at: location)
      ]
    }
  }

  /// A literal protocol's initializer, which makes a mock and logs its argument.
  private func literalInitializer(
    _ label: String, _ declaration: String, _ type: [Fragment], variadic: Bool,
    at location: SymbolGraph.Location?
  ) -> Requirement {
    let parameter = Parameter(
      label: label, name: variadic ? "elements" : label,
      type: TypeReference(variadic ? type + [Self.text("...")] : type))
    return requirement(
      .initializer, "init", declaration, at: location, parameters: [parameter])
  }

  /// A requirement of this protocol, declared at `location`.
  private func requirement(
    _ kind: Requirement.Kind, _ baseName: String, _ declaration: String,
    at location: SymbolGraph.Location?, parameters: [Parameter] = [], result: [Fragment]? = nil
  ) -> Requirement {
    Requirement(
      kind: kind, baseName: baseName, parameters: parameters,
      result: result.map(TypeReference.init), declaration: declaration, location: location,
      protocolName: protocolName)
  }

  /// `AsyncSequence`'s `makeAsyncIterator()`, which returns a stream's iterator, empty by default.
  private func makeAsyncIterator(
    at location: SymbolGraph.Location?, neverFails: Bool
  ) -> Requirement {
    let element = Self.member("Element")
    // NB: The standard library has no type-erased async iterator; a stream's iterator is the
    //     one a test can make from any elements (and an error), and is empty by default.
    let stream: [Fragment] =
      neverFails
      ? [Self.named("AsyncStream", "s:12_Concurrency11AsyncStreamV"), Self.text("<")] + element
        + [Self.text(">")]
      : [Self.named("AsyncThrowingStream", "s:12_Concurrency19AsyncThrowingStreamV")]
        + [Self.text("<")] + element
        + [Self.text(", any "), Self.named("Error", "s:s5ErrorP"), Self.text(">")]
    var makeIterator = requirement(
      .method, "makeAsyncIterator", "func makeAsyncIterator() -> Self.AsyncIterator",
      at: location, result: stream + [Self.text("."), Self.named("Iterator", nil)])
    makeIterator.defaultValue = .written(.finishedStreamIterator(TypeReference(stream)))
    return makeIterator
  }

  /// `RawRepresentable`'s `init?(rawValue:)` and `rawValue`.
  private func rawRepresentableRequirements(at location: SymbolGraph.Location?) -> [Requirement] {
    let rawValue = Self.member("RawValue")
    var initializer = requirement(
      .initializer, "init", "init?(rawValue: Self.RawValue)", at: location,
      parameters: [Parameter(label: "rawValue", name: "rawValue", type: TypeReference(rawValue))]
    )
    initializer.failability = "?"
    return [
      initializer,
      requirement(
        .property, "rawValue", "var rawValue: Self.RawValue { get }", at: location,
        result: rawValue),
    ]
  }

  /// An executor's `enqueue(_:)`, which logs the job as an `UnownedJob`.
  private func enqueue(at location: SymbolGraph.Location?) -> Requirement {
    var job = Parameter(
      label: "_", name: "job",
      type: TypeReference([Self.named("ExecutorJob", Parameter.executorJobID)]),
      modifiers: ["consuming"])
    job.logging = .unownedJob
    var enqueue = requirement(
      .method, "enqueue", "func enqueue(_ job: consuming ExecutorJob)", at: location,
      parameters: [job])
    enqueue.availability = ["@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)"]
    return enqueue
  }

  /// `Self.name`, the fragments of one of the mock's associated types.
  private static func member(_ name: String) -> [Fragment] {
    [named("Self", nil), text("."), named(name, nil)]
  }

  /// A type name with its precise identifier, if any.
  private static func named(_ name: String, _ id: String?) -> Fragment {
    Fragment(kind: "typeIdentifier", spelling: name, preciseIdentifier: id)
  }

  /// Text between type names, such as `<` or `?`.
  private static func text(_ spelling: String) -> Fragment {
    Fragment(kind: "text", spelling: spelling)
  }
}
