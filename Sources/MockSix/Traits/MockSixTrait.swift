public import Testing

/// A Swift Testing trait that scopes a test's mocks and reports what their calls left pending.
///
/// Add it to a suite, and every test in it gets the scope:
///
/// ```swift
/// @Suite(.mockSix) struct CheckoutTests {
///   let payments = MockPayments()
///
///   @Test func payingStartsATransfer() async { … }
/// }
/// ```
///
/// While a test runs in the scope, a failure that one of its mocks raises where no test is
/// current (in a `Task.detached`, on another thread, in a callback) is kept for the test and
/// reported in it, at its next matcher or when it ends. Without the trait, MockSix cannot tell
/// when the test ends, so it records such a failure at once for no test, naming the test: the
/// run fails, but not the test. When the test ends,
/// the mocks it first used are reset, so no call or stub outlives it. With `strict: true`,
/// every mock the test first uses is strict; with `checkStubsUsed: true`, a stub of such a mock
/// that answered no call fails the test.
public struct MockSixTrait: TestTrait, SuiteTrait, TestScoping, Sendable {
  /// Whether each mock the test first uses is strict, as with `enableStrictMode()`.
  public var isStrict: Bool

  /// Whether the test fails when a stub of one of its mocks answered no call.
  public var checksStubsUsed: Bool

  /// Applies the trait to every test of a suite, not only to the suite itself.
  public var isRecursive: Bool { true }

  /// Creates the trait; in an attribute, the static mockSix members read better.
  ///
  /// - Parameters:
  ///   - isStrict: Whether each mock the test first uses is strict.
  ///   - checksStubsUsed: Whether a stub that answered no call fails the test.
  public init(isStrict: Bool = false, checksStubsUsed: Bool = false) {
    self.isStrict = isStrict
    self.checksStubsUsed = checksStubsUsed
  }

  /// Gives each test case, not the suite, its own scope.
  ///
  /// - Parameters:
  ///   - test: The test or suite the trait is applied to.
  ///   - testCase: The test case about to run, or `nil` for a suite or a whole test.
  /// - Returns: The trait for a test case, else `nil`.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs one test case in the scope, then reports what it left pending and resets its mocks.
  ///
  /// - Parameters:
  ///   - test: The test that is running.
  ///   - testCase: The test case that is running.
  ///   - function: The test case's body.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    defer { endScope() }
    try await TraitScope.$current.withValue(TraitScope(isStrict: isStrict)) {
      try await function()
    }
  }

  /// Reports the failures kept for the current test case and resets its mocks.
  func endScope() {
    PendingFailures.reportForCurrentTest()
    guard let scope = TestScope.current else { return }
    if checksStubsUsed {
      let unused = MockStore.shared.unusedStubs(ownedBy: scope).sorted {
        ("\($0.location.fileID)", $0.location.line) < ("\($1.location.fileID)", $1.location.line)
      }
      if let first = unused.first {
        recordIssue(
          "expected every stub of this test's mocks to answer a call, got \(unused.count) that "
            + "answered none\n\n  Unused stubs:\n"
            + unused.map { "    \($0.method): \($0.summary)" }.joined(separator: "\n"),
          at: first.location)
      }
    }
    MockStore.shared.reset(scope: scope)
  }
}

extension Trait where Self == MockSixTrait {
  /// A trait that scopes each test's mocks and reports what they left pending at its end.
  public static var mockSix: MockSixTrait { MockSixTrait() }

  /// A trait that scopes each test's mocks, and can make them strict or check their stubs.
  ///
  /// ```swift
  /// @Suite(.mockSix(strict: true, checkStubsUsed: true)) struct LoginTests { … }
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether each mock a test first uses is strict, as with `enableStrictMode()`.
  ///   - checkStubsUsed: Whether a stub that answered no call fails the test.
  /// - Returns: The trait.
  public static func mockSix(strict: Bool = false, checkStubsUsed: Bool = false) -> MockSixTrait {
    MockSixTrait(isStrict: strict, checksStubsUsed: checkStubsUsed)
  }
}

/// The settings of the `.mockSix` trait for the test running in the current task.
struct TraitScope: Sendable {
  @TaskLocal static var current: TraitScope?

  /// Whether each mock the test first uses is strict.
  var isStrict: Bool
}
