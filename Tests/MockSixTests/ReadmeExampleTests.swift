import MockSix
import Testing

/// The examples of the MockSix README, verbatim where Swift allows, as Swift Testing tests.
@Suite struct ReadmeExampleTests {
  let foobar: MockFoobar

  init() {
    resetMockSix()
    foobar = MockFoobar()
  }

  @Test func myClassExample() {
    // in the test case
    let mock = MockMyClass()
    #expect(mock.myFunc("foobar") == [])  // true
    mock.stub(.myFunc, andReturn: [42])
    #expect(mock.myFunc("foobar") == [42])  // true
    mock.stub(.myFunc) { $0.isEmpty ? [] : [42] }
    #expect(mock.myFunc("foobar") == [42])  // true
  }

  @Test func injectingTheMock() {
    let foobar = MockFoobar()
    let sut = MyClass(foobar: foobar)
    foobar.stub(.doThis, andReturn: [42])
    #expect(sut.myFunc("abc") == [42])
    #expect(foobar.invocations.count == 1)
    #expect(foobar.invocations[0].args[0] as? String == "abc")
    #expect(foobar.invocations[0].args[1] as? Int == 3)
  }

  @Test func returnValueOverride() {
    // return value override
    foobar.stub(.doThis, andReturn: [42])
    #expect(foobar.doThis("a", 1) == [42])
  }

  @Test func replaceImplementationWithClosure() throws {
    // replace implementation with closure
    foobar.stub(.doThis) { (args: [Any?]) in
      let num = args[1]! as! Int
      return [num]
    }
    #expect(foobar.doThis("a", 7) == [7])
    #expect(foobar.doThis("b", 8) == [8])
  }

  @Test func throwingClosure() throws {
    var draws = [1, 0]  // NB: Stands in for the README's `arc4random() % 2`.
    foobar.stub(.doThat) { _ in
      if draws.removeFirst() % 2 == 1 { throw FoobarError.unknown }
      return 3.14
    }
    #expect(throws: FoobarError.unknown) { try foobar.doThat() }
    #expect(try foobar.doThat() == 3.14)
  }

  @Test func invocationCountAwareStubbing() {
    // invocation count aware stubbing
    foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
    #expect(foobar.doThis("a", 1) == [42])
    #expect(foobar.doThis("a", 1) == [43])
    #expect(foobar.doThis("a", 1) == [43])
  }

  @Test func explicitCastForProtocolResult() {
    let factory = MockFactory()
    factory.stub(.whatever, andReturn: SomeClass() as any SomeClassProtocol)
    #expect(factory.whatever().name == "some")
  }

  @Test func unstubRestoresTheMockImplementation() throws {
    foobar.stub(.doThat) { _ in 3.14 }
    #expect(try foobar.doThat() == 3.14)
    foobar.unstub(.doThat)
    #expect(try foobar.doThat() == 0.0)
  }

  @Test func invocationLogExamples() {
    // the mock has not been accessed
    #expect(foobar.invocations.isEmpty)

    _ = foobar.doThis("42", 42)
    _ = try? foobar.doThat()
    _ = foobar.doThis("7", 7)

    // doThis(_:_:) has been called twice
    #expect(
      foobar.invocations
        .filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }
        .count == 2)

    // doThis(_:_:) has been called with ("42", 42)
    #expect(
      !foobar.invocations
        .filter {
          $0.methodID == MockFoobar.Methods.doThis.rawValue && $0.args[0]! as! String == "42"
            && $0.args[1]! as! Int == 42
        }
        .isEmpty)

    // ... and not with ("42", 7)
    #expect(
      foobar.invocations
        .filter {
          $0.methodID == MockFoobar.Methods.doThis.rawValue && $0.args[0]! as! String == "42"
            && $0.args[1]! as! Int == 7
        }
        .isEmpty)
  }

  @Test func resetMockSixForgetsUnrelatedCalls() {
    _ = foobar.doThis("a", 1)
    foobar.stub(.doThis, andReturn: [1])
    resetMockSix()
    #expect(foobar.invocations.isEmpty)
    #expect(foobar.doThis("a", 1) == [])
  }
}
