import MockSix
import Testing

/// Checks `_mockSixSendableFunction(_:as:in:)`, which turns the argument of a generated mock's
/// stand-in generic parameter back into the `@Sendable` function type its typed ID names.
@Suite struct SendableFunctionArgumentTests {
  /// Passes a function through a generic parameter, as a call through the protocol does.
  private func standIn<Argument, Function>(_ argument: Argument, as type: Function.Type) -> Function
  {
    _mockSixSendableFunction(argument, as: type, in: "MockScheduler.schedule(_:)")
  }

  @Test func aFunctionThatIsNotSendableComesBackSendableAndRuns() {
    // NB: In a module built in Swift 5 mode, `@MainActor () -> Void` differs from Swift 6's in
    //     `@Sendable` alone, as these two types do; the dynamic cast between them fails.
    let counter = CallCounter()
    let plain: () -> Void = { counter.add() }
    #expect((plain as Any as? @Sendable () -> Void) == nil)
    let sendable = standIn(plain, as: (@Sendable () -> Void).self)
    sendable()
    sendable()
    #expect(counter.count == 2)
  }

  @Test func anOptionalFunctionComesBackOptional() {
    let counter = CallCounter()
    let plain: ((Int) -> Void)? = { counter.add($0) }
    standIn(plain, as: ((@Sendable (Int) -> Void)?).self)?(5)
    #expect(counter.count == 5)
    let none: ((Int) -> Void)? = nil
    #expect(standIn(none, as: ((@Sendable (Int) -> Void)?).self) == nil)
  }

  @Test func aFunctionOfTheSwift6TypeIsPassedOnAsItIs() async {
    let action: @MainActor @Sendable () -> Int = { 42 }
    let same = standIn(action, as: (@MainActor @Sendable () -> Int).self)
    #expect(await same() == 42)
  }

  @Test func anotherTypeOnTheMockItselfTrapsNamingBothTypes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let action: () -> Void = {}
      _ = _mockSixSendableFunction(
        action, as: (@MainActor @Sendable () -> Void).self, in: "MockScheduler.schedule(_:)")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "MockScheduler.schedule(_:) cannot turn a () -> () into a @MainActor @Sendable () -> (): "
          + "called on the mock itself, it was given or asked for a type its protocol does not "
          + "have; call it through the protocol"))
  }
}

/// A count that the tests' closures add to.
private final class CallCounter {
  private(set) var count = 0

  func add(_ amount: Int = 1) { count += amount }
}
