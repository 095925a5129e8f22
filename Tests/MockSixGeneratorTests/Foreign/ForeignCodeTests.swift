import Testing

/// Issue 38's classes of mocks that broke a build on code no one here had seen, each from its
/// repro: the modules are built from source, mocked as the build plugin mocks them, and the
/// mocks must compile in Swift 6 mode with no error and no warning, and be mocks, not skips.
@Suite struct ForeignCodeTests {
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
}
