import MockSix

// The types of the MockSix README, written as the README writes them.

// original interface
protocol MyClassProtocol {
  func myFunc(_ string: String) -> [Int]
}

// mock implementation
class MockMyClass: MyClassProtocol, Mock {
  enum Methods: Int {
    case myFunc
  }
  typealias MockMethod = Methods

  func myFunc(_ string: String) -> [Int] {
    return registerInvocation(
      for: .myFunc,
      args: string,
      andReturn: [])
  }

  init() {}
}

protocol FoobarProtocol {
  func doThis(_ string: String, _ number: Int) -> [Int]
  func doThat() throws -> Double
  var stuff: Int { get }
}

enum FoobarError: Error {
  case unknown
}

// 1. Conform to `Mock` besides the protocol you mock.
class MockFoobar: FoobarProtocol, Mock {
  // 2. Name the mocked methods in an `Int` enum.
  enum Methods: Int {
    case doThis
    case doThat
  }
  typealias MockMethod = Methods

  // 3. Implement the methods with `registerInvocation` or `registerThrowingInvocation`.
  func doThis(_ string: String, _ number: Int) -> [Int] {
    return registerInvocation(
      for: .doThis,
      args: string, number,
      andReturn: [])
  }
  func doThat() throws -> Double {
    // NB: The README leaves out this `try`; no Swift version compiles the call without it.
    return try registerThrowingInvocation(
      for: .doThat,
      andReturn: 0.0)
  }

  // 4. Define the properties the protocol requires.
  var stuff: Int = 0
}

/// The system under test of the README: it uses a `FoobarProtocol`.
final class MyClass: MyClassProtocol {
  private let foobar: any FoobarProtocol

  init(foobar: any FoobarProtocol) {
    self.foobar = foobar
  }

  func myFunc(_ string: String) -> [Int] {
    foobar.doThis(string, string.count)
  }

  func average() -> Double {
    (try? foobar.doThat()) ?? -1
  }
}

/// The protocol of the README's note on explicit casts.
protocol SomeClassProtocol: AnyObject {
  var name: String { get }
}

final class SomeClass: SomeClassProtocol {
  let name = "some"
}

/// A type that does not conform to `SomeClassProtocol`.
final class NotSomeClass {}

/// A mock whose method returns a protocol type, as the README's `.whatever`.
final class MockFactory: Mock, Sendable {
  enum Methods: Int {
    case whatever
  }
  typealias MockMethod = Methods

  func whatever() -> any SomeClassProtocol {
    // NB: The cast matters: without it Swift infers the result type from the default,
    //     `FallbackSomeClass`, and a stub of any other conforming type does not fit.
    registerInvocation(for: .whatever, andReturn: FallbackSomeClass() as any SomeClassProtocol)
  }
}

/// A mock whose default is written without the cast, so its calls expect the concrete type.
final class MockLooseFactory: Mock, Sendable {
  enum Methods: Int {
    case whatever
  }
  typealias MockMethod = Methods

  func whatever() -> any SomeClassProtocol {
    registerInvocation(for: .whatever, andReturn: FallbackSomeClass())
  }
}

/// The default that `MockFactory.whatever()` returns.
final class FallbackSomeClass: SomeClassProtocol {
  let name = "fallback"
}
