import Foundation

// The code mockolo generates for `Foobar`, written by hand in its shape: per method a call
// count, every call's arguments and an optional handler, all kept in the double itself. No
// runtime: this is what a user who weighs speed compares a mocking library with.

/// A double in the shape of mockolo's default output: stored properties and a typed handler.
// NB: mockolo emits a non-final class unless told `--mock-final`; so does this.
class MockoloShapedFoobar: Foobar {
  private(set) var doThisCallCount = 0
  var doThisArgValues: [(String, Int)] = []
  var doThisHandler: ((String, Int) -> [Int])?

  func doThis(_ string: String, _ number: Int) -> [Int] {
    doThisCallCount += 1
    doThisArgValues.append((string, number))
    if let doThisHandler {
      return doThisHandler(string, number)
    }
    return []
  }
}

/// A lock that owns the value it guards, in the shape of the helper mockolo emits with `Sendable` mocks.
// NB: Benchmark code only: the value is reached only inside `withLock`.
final class BenchHandlerMutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// A value handed across threads without a check, as mockolo wraps recorded arguments.
// NB: Benchmark code only: the arguments are `String` and `Int`.
struct BenchUncheckedTransfer<Value>: @unchecked Sendable {
  var value: Value
}

/// One method's state in a mockolo `Sendable` mock: arguments, handler and call count.
struct BenchHandlerState<Arguments, Handler> {
  var argValues: [BenchUncheckedTransfer<Arguments>] = []
  var handler: Handler?
  var callCount = 0
}

/// A double in the shape of mockolo's output for a `Sendable` protocol: each method's state
/// behind its own lock.
// NB: mockolo marks such mocks `@unchecked Sendable`; their state is only reached under the lock.
final class MockoloSendableFoobar: Foobar, @unchecked Sendable {
  private let doThisState = BenchHandlerMutex(
    BenchHandlerState<(String, Int), @Sendable (String, Int) -> [Int]>())

  var doThisCallCount: Int {
    doThisState.withLock(\.callCount)
  }

  var doThisArgValues: [(String, Int)] {
    doThisState.withLock(\.argValues).map(\.value)
  }

  var doThisHandler: (@Sendable (String, Int) -> [Int])? {
    get { doThisState.withLock(\.handler) }
    set { doThisState.withLock { $0.handler = newValue } }
  }

  func doThis(_ string: String, _ number: Int) -> [Int] {
    let doThisHandler = doThisState.withLock { state in
      state.callCount += 1
      state.argValues.append(BenchUncheckedTransfer(value: (string, number)))
      return state.handler
    }
    if let doThisHandler {
      return doThisHandler(string, number)
    }
    return []
  }
}
