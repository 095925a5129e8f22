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
/// reported in it, at its next use of a mock or when it ends. Without the trait, MockSix cannot
/// tell when the test ends, so it records such a failure at once for no test, naming the test,
/// which fails the run, and in the test only if the test uses one of its mocks again. When the
/// test ends, a stub of its mocks that answered no call is a warning (`checkStubsUsed`), an
/// unstubbed call that took a closure no stub calls (a completion handler) is a warning naming a
/// stub that calls it, and the mocks it first used are reset, so no call or stub outlives it. A
/// test that still runs a few seconds after such a call hears of it then, so that a test that
/// awaits the closure does not hang without a word. With `strict: true`, every mock the test
/// first uses is strict; with `strict: .exceptVoid`, only for calls that return a value.
public struct MockSixTrait: TestTrait, SuiteTrait, TestScoping, Sendable {
  /// Which unstubbed calls of each mock the test first uses fail the test.
  public var strictness: Strictness

  /// What a stub of the test's mocks that answered no call does: a warning, a failure, or nothing.
  public var checksStubsUsed: UnusedStubCheck

  /// Whether each mock the test first uses is strict, as with `enableStrictMode()`.
  @available(*, deprecated, renamed: "strictness")
  public var isStrict: Bool {
    get { strictness != .off }
    set { strictness = newValue ? .all : .off }
  }

  /// Applies the trait to every test of a suite, not only to the suite itself.
  public var isRecursive: Bool { true }

  /// Creates the trait; in an attribute, the static mockSix members read better.
  ///
  /// - Parameters:
  ///   - strict: Which unstubbed calls of each mock the test first uses fail the test.
  ///   - checkStubsUsed: What a stub that answered no call does; a warning by default.
  public init(strict: Strictness = .off, checkStubsUsed: UnusedStubCheck = .warning) {
    self.strictness = strict
    self.checksStubsUsed = checkStubsUsed
  }

  /// Creates the trait from the settings of MockSix 0.1.0, where unused stubs were not reported.
  ///
  /// - Parameters:
  ///   - isStrict: Whether each mock the test first uses is strict.
  ///   - checksStubsUsed: Whether a stub that answered no call fails the test.
  @available(*, deprecated, renamed: "init(strict:checkStubsUsed:)")
  public init(isStrict: Bool, checksStubsUsed: Bool = false) {
    self.init(strict: isStrict ? .all : .off, checkStubsUsed: checksStubsUsed ? .failure : .off)
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
    let handlers = HandlerWatch()
    try await TraitScope.$current.withValue(TraitScope(strictness: strictness)) {
      // NB: A task of the test's (it sees `Test.current`), which warns of a closure nothing
      //     calls while the test still runs, and ends before the test does.
      let watch = TestScope.current.map { scope in Task { await handlers.watch(scope) } }
      defer { endScope(handlers) }
      do {
        try await function()
      } catch {
        watch?.cancel()
        await watch?.value
        throw error
      }
      watch?.cancel()
      await watch?.value
    }
  }

  /// Reports the failures kept for the current test case and what its mocks left unused or
  /// unanswered, and resets its mocks.
  func endScope(_ handlers: HandlerWatch) {
    PendingFailures.reportForCurrentTest()
    guard let scope = TestScope.current else { return }
    if checksStubsUsed != .off {
      let unused = MockStore.shared.unusedStubs(ownedBy: scope).sorted {
        ("\($0.location.fileID)", $0.location.line) < ("\($1.location.fileID)", $1.location.line)
      }
      if let first = unused.first {
        let fix =
          checksStubsUsed == .warning
          ? "\n\n  Remove them, or make the test take the path they stub; "
            + ".mockSix(checkStubsUsed: true) makes this a failure, false silences it" : ""
        let message =
          "expected every stub of this test's mocks to answer a call, got \(unused.count) that "
          + "answered none\n\n  Unused stubs:\n"
          + unused.map { "    \($0.method): \($0.summary)" }.joined(separator: "\n") + fix
        if checksStubsUsed == .warning {
          reportWarning(message, at: first.location)
        } else {
          reportFailure(message, at: first.location)
        }
      }
    }
    handlers.report(MockStore.shared.unansweredHandlerCalls(ownedBy: scope))
    MockStore.shared.reset(scope: scope)
  }
}

extension Trait where Self == MockSixTrait {
  /// A trait that scopes each test's mocks and reports what they left pending at its end.
  public static var mockSix: MockSixTrait { MockSixTrait() }

  /// A trait that scopes each test's mocks, and can make them strict or check their stubs.
  ///
  /// ```swift
  /// @Suite(.mockSix(strict: .exceptVoid)) struct CheckoutTests { … }
  /// @Suite(.mockSix(strict: true, checkStubsUsed: true)) struct LoginTests { … }
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Which unstubbed calls of each mock a test first uses fail the test: `.off` (the
  ///     default), `.exceptVoid` (those that return a value), or `.all` (`true`).
  ///   - checkStubsUsed: What a stub that answered no call does: `.warning` (the default),
  ///     `.failure` (`true`), or `.off` (`false`).
  /// - Returns: The trait.
  public static func mockSix(
    strict: Strictness = .off, checkStubsUsed: UnusedStubCheck = .warning
  ) -> MockSixTrait {
    MockSixTrait(strict: strict, checkStubsUsed: checkStubsUsed)
  }
}

/// The settings of the `.mockSix` trait for the test running in the current task.
struct TraitScope: Sendable {
  @TaskLocal static var current: TraitScope?

  /// Which unstubbed calls of each mock the test first uses fail the test.
  var strictness: Strictness
}
