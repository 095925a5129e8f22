/// The second stage's result for one protocol: everything its mock needs, or why it has none.
struct MockModel {
  /// What the mock is.
  enum Kind: Equatable {
    /// A `final class`.
    case finalClass
    /// An `actor`, for a protocol that refines `Actor`.
    case actor
    /// A `final class` that subclasses the class the protocol requires.
    case subclass(of: TypeReference)
  }

  var protocolID: String
  /// The protocol's name with the types it is nested in, such as `Garage.Door`.
  var protocolName: String
  /// The protocol as the mock's inheritance clause names it.
  var protocolType: TypeReference
  var mockName: String
  var kind: Kind = .finalClass
  /// Whether the mock needs `@testable import` of a module, by module name.
  var testableModules: Set<String> = []
  /// The modules the file imports `@preconcurrency`, by module name: a requirement of theirs
  /// takes a closure isolated to a global actor that is not `@Sendable`, which a module built in
  /// Swift 5 mode declares non-`Sendable` and Swift 6 mode infers `Sendable`.
  var preconcurrencyModules: Set<String> = []
  /// The `@_spi` groups the file imports, by module name, for the SPI declarations the mock
  /// names.
  var spiImports: [String: Set<String>] = [:]
  /// The global actor of the protocol, such as `MainActor`.
  var globalActor: TypeReference?
  /// Whether the mock's conformance is written `nonisolated`, for a protocol isolated to the main
  /// actor by its module's default isolation; a test target with that default would otherwise
  /// infer an isolated conformance to its parents.
  var nonisolatedConformance = false
  /// Generic parameters, one per associated type that the protocols leave open.
  var associatedTypes: [AssociatedType] = []
  /// Associated types that a same-type requirement fixes, such as `Item == Int`.
  var fixedTypes: [(name: String, type: TypeReference)] = []
  /// Requirements between the generic parameters, for the mock's `where` clause.
  var genericRequirements: [[Fragment]] = []
  var requirements: [Requirement] = []
  /// Conformances to standard protocols that the mock writes out.
  var standardConformances: [StandardConformance] = []
  /// Whether the mock conforms to `Sendable`, and whether unchecked.
  var sendability: Sendability = .sendable
  /// `@available` attributes of the protocol.
  var availability: [String] = []
  var location: SymbolGraph.Location?
  /// Why the protocol cannot be mocked; empty when it can.
  var problems: [String] = []
  /// Whether `MockX()` makes a mock: false for a subclass whose superclass needs arguments.
  var canBeMadeWithoutArguments = true
  /// Names that a type named in the mock must not be spelled as without its module.
  var shadowingNames: Set<String> = ["Methods", "MockMethod"]

  /// An associated type that becomes a generic parameter of the mock.
  struct AssociatedType {
    var name: String
    var constraints: [TypeReference] = []
    /// The type the protocol gives it by default (`associatedtype InboundOut = Never`), if any.
    var defaultType: TypeReference?
  }

  /// How the mock conforms to `Sendable`.
  enum Sendability {
    case sendable
    case none
  }

  /// The names of the generic parameters.
  var genericParameterNames: [String] { associatedTypes.map(\.name) }

  /// Whether a member returns a child mock, which the mock keeps.
  var hasChildMocks: Bool {
    requirements.contains {
      if case .childMock = $0.defaultValue { return true }
      return false
    }
  }

  /// Whether a settable property or subscript remembers what was set, with the file's helpers.
  var remembersValues: Bool {
    requirements.contains { $0.hasSetter && $0.kind != .method }
      || standardConformances.contains(.rawRepresentable)
  }

  /// Whether a static mock must be kept per specialization of a generic mock.
  var needsStaticMockPerSpecialization: Bool {
    !associatedTypes.isEmpty && requirements.contains(where: \.isStatic)
  }
}

/// A standard protocol that the generator conforms a mock to by writing its members.
enum StandardConformance: Equatable {
  /// `==` by identity.
  case equatable
  /// `hash(into:)` by identity.
  case hashable
  /// `<` by creation order.
  case comparable
  /// `encode(to:)` that records a call.
  case encodable
  /// `init(from:)` that makes a fresh mock.
  case decodable
  /// A serial executor, whose mock runs an enqueued job at once unless `enqueue` is stubbed.
  case serialExecutor
  /// A raw-representable type, whose `rawValue` answers the one `init?(rawValue:)` was given.
  case rawRepresentable
}

/// One requirement of a protocol, with the parts that a mock member needs.
struct Requirement {
  /// What kind of declaration the requirement is.
  enum Kind: Equatable {
    case method
    case property
    case subscriptMember
    case initializer
  }

  /// How a requirement may throw.
  enum Throwing: Equatable {
    case none
    case untyped
    case typed(TypeReference)
    case rethrowing
  }

  var kind: Kind
  var isStatic = false
  /// The base name without backticks, such as `setSpeed`; `subscript` and `init` for those.
  var baseName: String
  var parameters: [Parameter] = []
  /// The generic parameters of the requirement itself, such as `T` in `decode<T>`.
  var genericParameters: [String] = []
  /// The `where` clause of the requirement, without the keyword.
  var whereClause: [Fragment] = []
  /// The result type; nil for none.
  var result: TypeReference?
  var isAsync = false
  var throwing: Throwing = .none
  /// For properties and subscripts: the getter's effects and whether there is a setter.
  var getterIsAsync = false
  var getterThrowing: Throwing = .none
  var hasSetter = false
  /// Attributes and modifiers to keep, such as `@discardableResult` or `nonisolated`.
  var attributes: [String] = []
  /// The global actor of the requirement, such as `MainActor`.
  var globalActor: TypeReference?
  /// `@available` attributes to copy.
  var availability: [String] = []
  /// Platforms on which the requirement is unavailable, such as `tvOS`.
  var unavailablePlatforms: [String] = []
  /// `?` or `!` for a failable initializer.
  var failability = ""
  /// The requirement as the protocol declares it, for messages.
  var declaration: String
  var location: SymbolGraph.Location?
  /// The protocol that declares the requirement.
  var protocolName: String
  /// The precise identifier of that protocol; empty for members of standard protocols.
  var protocolID = ""
  /// Whether the requirement has a result builder, which the mock's body must not use.
  var hasResultBuilder = false
  /// The generic parameter that the mock's method returns instead of `result`, `MockSixR`, for a
  /// result type that Swift 6 cannot spell: a function isolated to a global actor without
  /// `@Sendable`, from a module built in Swift 5 mode. The body turns the result of `result`'s
  /// type into it with `_mockSixSendableFunction(_:as:in:)`.
  var resultStandIn: String?
  /// The member's name as a message names it: `schedule(after:_:)`, or a property's bare name.
  var displayName: String {
    guard kind != .property else { return baseName }
    return baseName + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }
  /// Whether the member stands a generic parameter in for a type Swift 6 cannot spell.
  var hasStandIns: Bool {
    resultStandIn != nil || parameters.contains { $0.standInGeneric != nil }
  }
  /// Whether the mock's superclass declares the member, so that the mock overrides it.
  var isOverride = false
  /// Whether the protocol declares the member `mutating`, so that calling it changes the real
  /// object a spy keeps.
  var isMutating = false
  /// How an unstubbed call makes its result.
  var defaultValue: DefaultValue = .none

  /// The one `inout` parameter of a method that returns nothing, which a stub's result writes.
  var writableParameter: Parameter? {
    guard kind == .method, result == nil else { return nil }
    let writable = parameters.filter { $0.modifiers.contains("inout") && $0.logging == .value }
    return writable.count == 1 ? writable[0] : nil
  }

  /// Whether the result type is exactly `Self`.
  var returnsSelf: Bool { result?.isSelf ?? false }
}

/// One parameter of a requirement.
struct Parameter {
  /// How the mock logs the argument.
  enum Logging: Equatable {
    /// As a value.
    case value
    /// As the value of an `@autoclosure` argument, which the mock evaluates once.
    case evaluated
    /// As a copy of a `borrowing` or `consuming` argument whose type is known to be copyable:
    /// `copy value`.
    case copied
    /// As a placeholder string, because the value cannot be copied into the log.
    case placeholder(String)
    /// A `consuming ExecutorJob` as its `UnownedJob`, which a serial executor's mock runs at once
    /// when the member is not stubbed.
    case unownedJob
  }

  /// The precise identifier of the standard library's `ExecutorJob`.
  static let executorJobID = "s:12_Concurrency11ExecutorJobV"

  /// The argument label, or `_`.
  var label: String
  /// The parameter name used in the body, without backticks.
  var name: String
  var type: TypeReference
  /// `inout`, `consuming`, `borrowing`, `sending` or `isolated`, as declared.
  var modifiers: [String] = []
  /// `@escaping` or `@autoclosure`, as declared.
  var attributes: [String] = []
  var logging: Logging = .value
  /// The generic parameter that the mock's member declares this parameter with, such as
  /// `MockSixF0`, for an escaping function type that Swift 6 cannot spell: one isolated to a
  /// global actor without `@Sendable`, from a module built in Swift 5 mode. The body turns the
  /// argument back into `type` with `_mockSixSendableFunction(_:as:in:)`.
  var standInGeneric: String?
}

/// How an unstubbed call to a mock member makes its result.
enum DefaultValue: Equatable {
  /// The member returns nothing.
  case none
  /// MockSix makes the value at run time: `MockDefault`, `CaseIterable` or `Decodable`.
  case runtime
  /// MockSix tries to make the value at run time, which may fail, for the reason given.
  case runtimeMayTrap(reason: String)
  /// The generator writes this value into the registration.
  case written(WrittenValue)
  /// The mock itself, for a member that returns the mock's own protocol.
  case mockItself
  /// The mock's one child mock for this member, made on first use, such as `MockEventLoop`.
  case childMock(mockName: String)
  /// MockSix makes the value at run time if the named generic type has a default.
  case dependsOnType(String)
  /// Nothing can make the value: an unstubbed call is reported and traps.
  case trap(reason: String)
}
