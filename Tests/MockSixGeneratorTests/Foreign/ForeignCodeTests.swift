import Testing

/// Issue 38's classes of mocks that broke a build on code no one here had seen, each from its
/// repro: the modules are built from source, mocked as the build plugin mocks them, and the
/// mocks must compile in Swift 6 mode with no error and no warning, and be mocks, not skips.
// NB: Serialized: each test runs the compiler several times, and two cores run the rest of the
//     suite beside it, whose timed tests must not starve.
@Suite(.serialized) struct ForeignCodeTests {
  /// Mocks a module and checks that every protocol got a mock that compiles cleanly.
  private func expectCleanMocks(
    _ package: ForeignPackage, _ module: String, _ arguments: [String] = []
  ) throws -> ForeignPackage.Run {
    let run = try package.generate(module, arguments)
    #expect(!run.messages.contains("warning:"), "\(run.messages)")
    #expect(try package.typeCheck(run.source) == "")
    return run
  }

  @Test func aModuleWhoseNameRepeatsAWordIsImportedByItsName() throws {
    // DuckDuckGo's `DuckDuckGoKit`, mangled `04DuckA5GoKit`, was written `import Duck`.
    let package = try ForeignPackage([
      "DuckDuckGoDeps": "public struct Thing: Sendable { public init() {} }",
      "DuckDuckGoKit": """
      import DuckDuckGoDeps
      public protocol Service { func thing() -> Thing }
      """,
    ])
    let run = try expectCleanMocks(package, "DuckDuckGoKit")
    #expect(run.source.contains("\nimport DuckDuckGoDeps\n"))
    #expect(run.source.contains("final class MockService"))
  }

  @Test func anSPIRequirementAndAnSPIProtocolAreImportedWithTheirGroup() throws {
    // Apollo's `SelectionSet`: `@_spi(Execution) static var __parentType: any ParentType`.
    let package = try ForeignPackage([
      "Apollo": """
      @_spi(Execution) public protocol ParentType {}
      public protocol SelectionSet {
        @_spi(Execution) static var __parentType: any ParentType { get }
        var name: String { get }
      }
      @_spi(Internal)
      public protocol Executor { func run() }
      """
    ])
    let run = try expectCleanMocks(package, "Apollo")
    #expect(run.source.contains("\n@_spi(Execution) @_spi(Internal) import Apollo\n"))
    #expect(run.source.contains("final class MockSelectionSet"))
    #expect(run.source.contains("final class MockExecutor"))
  }

  @Test func aMockNamedLikeAnotherProtocolIsNamedOtherwise() throws {
    // smithy-swift's `AuthSchemeResolver` beside its protocol `MockAuthSchemeResolver`.
    let package = try ForeignPackage([
      "Smithy": """
      public protocol AuthSchemeResolver { func resolve() -> Int }
      public protocol MockAuthSchemeResolver: AuthSchemeResolver {}
      """
    ])
    let run = try expectCleanMocks(package, "Smithy")
    #expect(run.source.contains("final class GeneratedMockAuthSchemeResolver: AuthSchemeResolver"))
    #expect(run.source.contains("final class MockMockAuthSchemeResolver: MockAuthSchemeResolver"))
    #expect(
      run.messages.contains(
        "note: the mock of AuthSchemeResolver is named GeneratedMockAuthSchemeResolver, as Smithy "
          + "declares MockAuthSchemeResolver"))
  }

  @Test func aProtocolNamedLikeAFoundationTypeIsWrittenWithItsModule() throws {
    // smithy-swift's `Stream`, which Foundation declares too.
    let package = try ForeignPackage([
      "Smithy": """
      import Foundation
      public protocol Stream { func read(upToCount count: Int) throws -> Data? }
      public protocol StreamProvider { func stream() -> any Stream }
      """
    ])
    let run = try expectCleanMocks(package, "Smithy")
    #expect(run.source.contains("final class MockStream: Smithy.Stream"))
  }

  @Test func aMultilineAvailabilityMessageIsOneLiteral() throws {
    // TCA's `Reducer`, whose `@available` message is a `"""` literal.
    let package = try ForeignPackage([
      "Composable": #"""
      public protocol Reducer {
        @available(*, deprecated, message: """
          Use 'body' instead.
          It composes.
          """)
        func reduce() -> Int
      }
      """#
    ])
    let run = try package.generate("Composable")
    #expect(run.source.contains(#"message: "Use 'body' instead.\nIt composes.")"#))
    // NB: The mock keeps the deprecation, so the compiler warns where a test calls it; the mock
    //     itself compiles without an error.
    #expect(!(try package.typeCheck(run.source)).contains("error:"))
  }

  @Test func anInternalRequirementWhoseNameStartsWithAnUnderscoreIsMocked() throws {
    // Swiftfin's `ContentGroup`: `var _shouldBeResolved: Bool { get }`.
    let package = try ForeignPackage([
      "Swiftfin": """
      protocol ContentGroup {
        var _shouldBeResolved: Bool { get }
        var id: String { get }
      }
      """
    ])
    let run = try expectCleanMocks(package, "Swiftfin")
    #expect(run.source.contains("  var _shouldBeResolved: Bool {"))
  }

  @Test func aNameWithADollarSignIsMocked() throws {
    // TCA's `ObservableState`, whose `_$id` was taken for a name Swift cannot read.
    let package = try ForeignPackage([
      "Composable": "public protocol ObservableState { var _$id: Int { get } }"
    ])
    let run = try expectCleanMocks(package, "Composable")
    #expect(run.source.contains("  var _$id: Int {"))
  }

  // Relatives found on the foreign sets.

  @Test func aProtocolNamedMethodGetsAMockNotNamedMockMethod() throws {
    // The MCP swift-sdk's `Method`, whose mock's name was its own `typealias MockMethod`.
    let package = try ForeignPackage([
      "MCP": "public protocol Method { static var name: String { get } }"
    ])
    let run = try expectCleanMocks(package, "MCP")
    #expect(run.source.contains("final class GeneratedMockMethod: Method"))
  }

  @Test func theRequirementsOfAnSPIProtocolTakeItsGroup() throws {
    // smithy-swift's `@_spi(SmithyReadWrite) public protocol ShapeSerializer`, whose members
    // are SPI with no attribute of their own.
    let package = try ForeignPackage([
      "Smithy": """
      @_spi(SmithyReadWrite)
      public protocol ShapeSerializer {
        associatedtype Output
        func write(_ value: Int)
        var data: Output { get }
      }
      """
    ])
    let run = try expectCleanMocks(package, "Smithy")
    #expect(run.source.contains("\n@_spi(SmithyReadWrite) import Smithy\n"))
  }

  @Test func aParentWhoseNameStartsWithAnUnderscoreInAnotherModuleIsRead() throws {
    // SwiftNIO SSH's `_NIOSSHSendableMetatype`, public in another module.
    let package = try ForeignPackage([
      "SSHDeps": "public protocol _SendableMetatypeParent { func ping() }",
      "SSH": """
      import SSHDeps
      public protocol Keys: _SendableMetatypeParent { func key() -> Int }
      """,
    ])
    let run = try expectCleanMocks(package, "SSH")
    #expect(run.source.contains("  func ping() {"))
  }

  @Test func aPropertyAChildRestatesAsSettableIsSettable() throws {
    // SwiftNIO HTTP/2's `ReceivingDataState`, whose parent has the property `{ get }`.
    let package = try ForeignPackage([
      "HTTP2": """
      protocol HasWindows { var window: Int { get } }
      protocol ReceivingState: HasWindows { var window: Int { get set } }
      """
    ])
    let run = try expectCleanMocks(package, "HTTP2")
    #expect(run.source.contains("case _window_set"))
  }

  @Test func anAppExtensionDomainIsWrittenAsInSource() throws {
    // DuckDuckGo's `@available(iOSApplicationExtension, unavailable)`, which the graph names
    // `iOSAppExtension`.
    let package = try ForeignPackage([
      "Widgets": """
      public protocol LockScreenWidget {
        @available(iOSApplicationExtension, introduced: 16.0, message: "widgets only")
        func refresh()
      }
      """
    ])
    let run = try expectCleanMocks(package, "Widgets")
    #expect(run.source.contains("@available(iOSApplicationExtension, introduced: 16.0"))
  }

  @Test func aSubclassOfNSObjectIsNotQualifiedTwice() throws {
    // Brave's `protocol NTPSectionProvider: NSObject, …`, written `Foundation.Foundation.NSObject`
    // where the file imports two modules whose graphs were not read.
    let package = try ForeignPackage([
      "BraveDeps": "public struct UINib { public init() {} }",
      "BraveKit": """
      import Foundation
      import FoundationNetworking
      import BraveDeps
      protocol NTPSectionProvider: NSObject {
        func request() -> URLRequest
        func nib() -> UINib
      }
      """,
    ])
    let run = try expectCleanMocks(
      package, "BraveKit", ["--symbol-graph", try package.graph(of: "BraveDeps")])
    #expect(!run.source.contains("Foundation.Foundation."))
  }

  @Test func anAsyncRequirementOfANonisolatedChildIsNonisolated() throws {
    // Swiftfin's `SearchablePagingLibrary`, which refines a `@MainActor` protocol and returns a
    // generic `Element` that is not `Sendable`.
    let package = try ForeignPackage([
      "Swiftfin": """
      @MainActor protocol PagingLibrary<Element> { associatedtype Element }
      protocol SearchablePagingLibrary<Element>: PagingLibrary {
        func search(query: String) async throws -> [Element]
      }
      """
    ])
    let run = try expectCleanMocks(package, "Swiftfin")
    #expect(run.source.contains("  nonisolated func search(query: String) async throws"))
  }

  @Test func literalProtocolsAreMocked() throws {
    // TCA's `_OptionalStoreWithCaseScope: ExpressibleByNilLiteral` and Apollo's
    // `_InitializableByArrayLiteralElements` and `…DictionaryLiteralElements`.
    let package = try ForeignPackage([
      "Literals": """
      public protocol Optionalish: ExpressibleByNilLiteral { func value() -> Int }
      public protocol Listish: ExpressibleByArrayLiteral { func count() -> Int }
      public protocol Mapish: ExpressibleByDictionaryLiteral where Key == String {}
      """
    ])
    let run = try expectCleanMocks(package, "Literals")
    #expect(run.source.contains("  init(nilLiteral: ()) {"))
    #expect(run.source.contains("  init(arrayLiteral elements: ArrayLiteralElement...) {"))
    #expect(run.source.contains("  init(dictionaryLiteral elements: (String, Value)...) {"))
  }

  @Test func aPropertyAndAMethodOfOneNameAreDiagnosed() throws {
    // RxSwift's `LockOwnerType: Lock`, whose `var lock` meets `func lock()`: no type declares
    // both, so the protocol is skipped with a warning that says why, not by the type check.
    let package = try ForeignPackage([
      "Rx": """
      protocol Lock { func lock() }
      protocol LockOwnerType: AnyObject, Lock { var lock: Int { get } }
      """
    ])
    let run = try package.generate("Rx")
    #expect(
      run.messages.contains(
        "warning: skipped protocol LockOwnerType: LockOwnerType requires `var lock: Int { get }` "
          + "and Lock requires `func lock()`: no type can declare both"))
    #expect(run.messages.contains("type-checked in"))
    #expect(!run.messages.contains("does not compile"))
  }

  @Test func overloadsOverTwoAssociatedTypesNameTheirWitnesses() throws {
    // smithy-swift's `Client`: `init(config: Config)` and `init(config: Configuration)` left
    // Swift unable to infer which generic parameter is which associated type.
    let package = try ForeignPackage([
      "Smithy": """
      public protocol ClientConfiguration {}
      public protocol Client: Sendable {
        associatedtype Config: ClientConfiguration
        init(config: Config)
        associatedtype Configuration: ClientConfiguration
        init(config: Configuration)
        var config: Configuration { get }
      }
      """
    ])
    let run = try expectCleanMocks(package, "Smithy")
    #expect(
      run.source.contains("  typealias Config = Config\n  typealias Configuration = Configuration"))
  }
}
