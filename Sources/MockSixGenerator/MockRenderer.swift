/// Turns the protocols of a module's symbol graph into MockSix mocks.
///
/// ```swift
/// let graph = try SymbolGraphLoader.load(module: "CarExample", from: directory)
/// let rendered = try MockRenderer().render(graph)
/// print(rendered.source)
/// ```
///
/// Each protocol `Engine` becomes a `final class MockEngine: Engine, Mock` whose members forward
/// to MockSix's registration functions; a protocol that refines `Actor` gets an actor, and one
/// that requires a class gets a subclass of it. Rendering runs in three stages: collect (index
/// the graphs), model (read each protocol's requirements) and write. Output is deterministic:
/// protocols are sorted by name and members keep their declaration order.
///
/// - Parameters:
///   - minimumAccessLevel: The lowest access level of the protocols to mock.
///   - regenerateCommand: The command that regenerates the file, which its header names.
///   - keepsDefaultImplementations: Whether requirements with a default implementation are left
///     to it instead of mocked.
public struct MockRenderer: Sendable {
  /// The lowest access level of the protocols that get mocks.
  public enum AccessLevel: String, Sendable, Equatable {
    /// Public and open protocols only.
    case `public`
    /// Internal, package, public and open protocols; internal ones need `@testable import`.
    case `internal`
  }

  /// The isolation that a module gives its declarations when they state none.
  public enum DefaultIsolation: String, Sendable, Equatable {
    /// Declarations are isolated to the main actor, as `.defaultIsolation(MainActor.self)` makes them.
    case mainActor = "MainActor"
    /// Declarations are nonisolated, the language's default.
    case nonisolated
  }

  /// The lowest access level of the protocols to mock.
  public var minimumAccessLevel: AccessLevel

  /// The default isolation of the module whose protocols are mocked; nil reads it from the graph.
  public var defaultIsolation: DefaultIsolation?

  /// The command that regenerates the file, which its header names; nil for none.
  public var regenerateCommand: String?

  /// Whether a requirement that an unconstrained protocol extension implements is left to that
  /// implementation, which the mock inherits, instead of mocked; false mocks every requirement.
  ///
  /// A SwiftNIO handler's mock then forwards the events it does not handle, as NIO's defaults
  /// do, and uses NIO's `wrapInboundOut` and `unwrapInboundIn`; it neither logs nor stubs them.
  public var keepsDefaultImplementations: Bool

  /// The top-level types the test target's own files declare: a mock of the same name is left
  /// out, with a warning, and a type the mocks name whose name the test target declares too is
  /// written with its module.
  public var testTargetDeclarations: [TestTargetNames.Declaration] = []

  /// Whether each mock that can be a spy gets `init(forwardingTo:)`, which forwards the calls
  /// no stub answers to a real object; false writes plain mocks, which cost a build less.
  public var makesSpies = false

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - minimumAccessLevel: The lowest access level of the protocols to mock.
  ///   - regenerateCommand: The command that regenerates the file, for its header.
  ///   - defaultIsolation: The module's default isolation; nil reads it from the graph.
  ///   - keepsDefaultImplementations: Whether requirements with a default implementation are
  ///     left to it instead of mocked.
  public init(
    minimumAccessLevel: AccessLevel = .internal, regenerateCommand: String? = nil,
    defaultIsolation: DefaultIsolation? = nil, keepsDefaultImplementations: Bool = false
  ) {
    self.minimumAccessLevel = minimumAccessLevel
    self.regenerateCommand = regenerateCommand
    self.defaultIsolation = defaultIsolation
    self.keepsDefaultImplementations = keepsDefaultImplementations
  }

  /// Renders mocks for the protocols of a symbol graph.
  ///
  /// - Parameters:
  ///   - graph: The symbol graph of the module whose protocols to mock.
  ///   - protocols: The names of the protocols to mock, or nil for all of them.
  ///   - dependencies: Symbol graphs of other modules, where parent protocols, superclasses and
  ///     result types of the module may be declared.
  ///   - leavingOut: Protocols to write no mock for, by name, each with the reason the file and
  ///     its warning give, such as the compiler's error in the mock (see ``MockTypeChecker``).
  /// - Returns: The generated source and any diagnostics.
  /// - Throws: ``GeneratorError/unknownProtocols(_:available:)`` when a requested protocol is
  ///   not in the module.
  public func render(
    _ graph: SymbolGraph, protocols: [String]? = nil, dependencies: [SymbolGraph] = [],
    leavingOut: [String: String] = [:]
  ) throws -> RenderedMocks {
    var index = SymbolIndex(
      main: graph, dependencies: dependencies,
      excerpts: [FoundationParents.graph].compactMap { $0 })
    index.mainActorByDefault =
      (defaultIsolation ?? (DefaultIsolationReader.isMainActor(graph) ? .mainActor : .nonisolated))
      == .mainActor
    index.keepsDefaultImplementations = keepsDefaultImplementations
    for declaration in testTargetDeclarations where index.testTargetNames[declaration.name] == nil {
      index.testTargetNames[declaration.name] = declaration
    }
    let accessLevels: Set<String> =
      minimumAccessLevel == .public
      ? ["public", "open"] : ["public", "open", "package", "internal"]
    var selected = index.mainProtocols.filter { accessLevels.contains($0.accessLevel) }
    if let protocols {
      let available = selected.map(SymbolIndex.qualifiedName(of:))
      let missing = protocols.filter { !available.contains($0) }
      if !missing.isEmpty {
        throw GeneratorError.unknownProtocols(missing, available: available)
      }
      selected = selected.filter { protocols.contains(SymbolIndex.qualifiedName(of: $0)) }
    }
    let naming = MockNaming.mockNames(for: selected, avoiding: index)
    var leavingOut = leavingOut
    for (symbol, name) in zip(selected, naming.names) {
      guard let declaration = index.testTargetNames[name] else { continue }
      leavingOut[SymbolIndex.qualifiedName(of: symbol)] =
        "the test target declares \(name) itself (\(declaration.file):\(declaration.line)), so "
        + "the generated \(name) is left out; delete that one to use the generated mock"
    }
    let models = MockModeler(index: index).models(
      for: selected, mockNames: naming.names, leavingOut: leavingOut)
    var rendered = MockFileWriter(
      index: index, regenerateCommand: regenerateCommand, makesSpies: makesSpies
    ).write(models)
    rendered.namingNotes = naming.notes.sorted { $0.key < $1.key }.compactMap { position, note in
      let model = models[position]
      guard model.problems.isEmpty else { return nil }
      return GeneratorDiagnostic(protocolName: model.protocolName, message: note, severity: .note)
    }
    return rendered
  }
}
