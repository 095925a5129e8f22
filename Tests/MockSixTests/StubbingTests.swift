import MockSix
import Testing

/// `stub(_:andReturn:)`, `stub(_:withBlock:)`, `stub(_:andReturn:times:afterwardsReturn:)` and
/// `unstub(_:)`, in their `T` and `T?` forms.
@Suite struct StubbingTests {
  let foobar = MockFoobar()
  let service = MockService()

  @Test func andReturnValue() {
    foobar.stub(.doThis, andReturn: [1, 2])
    #expect(foobar.doThis("a", 1) == [1, 2])
    #expect(foobar.doThis("b", 2) == [1, 2])
  }

  @Test func andReturnOptionalForANonOptionalMethod() {
    // NB: A `T?` stub that holds a value simply works for a `T` method.
    foobar.stub(.doThis, andReturn: Optional([7]))
    #expect(foobar.doThis("a", 1) == [7])
  }

  @Test func andReturnOptionalForAnOptionalMethod() {
    service.stub(.optionalValue, andReturn: Optional(3))
    #expect(service.optionalValue(0) == 3)
    service.stub(.optionalValue, andReturn: Optional<Int>.none)
    #expect(service.optionalValue(0) == nil)
  }

  @Test func withBlockGetsTheArguments() {
    foobar.stub(.doThis, withBlock: { args in [(args[1] as? Int ?? 0) + 1] })
    #expect(foobar.doThis("a", 1) == [2])
    #expect(foobar.doThis("a", 41) == [42])
  }

  @Test func trailingClosureBlock() {
    foobar.stub(.doThis) { args in
      let text = args[0] as? String ?? ""
      return [text.count]
    }
    #expect(foobar.doThis("four", 0) == [4])
  }

  @Test func optionalBlockForANonOptionalMethod() {
    foobar.stub(.doThis) { (args: [Any?]) -> [Int]? in
      guard let number = args[1] as? Int else { return nil }
      return [number, number]
    }
    #expect(foobar.doThis("a", 3) == [3, 3])
  }

  @Test func optionalBlockForAnOptionalMethod() {
    service.stub(.optionalValue) { (args: [Any?]) -> Int? in
      let number = args[0] as? Int ?? 0
      return number > 0 ? number : nil
    }
    #expect(service.optionalValue(3) == 3)
    #expect(service.optionalValue(-3) == nil)
  }

  @Test func blockCapturesLocalMutableState() {
    var calls: [String] = []
    var next = 0
    foobar.stub(.doThis) { args in
      calls.append(args[0] as? String ?? "?")
      next += 1
      return [next]
    }
    #expect(foobar.doThis("x", 0) == [1])
    #expect(foobar.doThis("y", 0) == [2])
    #expect(calls == ["x", "y"])
  }

  @Test func timesThenAfterwards() {
    foobar.stub(.doThis, andReturn: [1], times: 2, afterwardsReturn: [2])
    #expect((0..<5).map { _ in foobar.doThis("", 0) } == [[1], [1], [2], [2], [2]])
  }

  @Test func timesThenAfterwardsOptional() {
    service.stub(.optionalValue, andReturn: Optional(1), times: 1, afterwardsReturn: nil)
    #expect(service.optionalValue(0) == 1)
    #expect(service.optionalValue(0) == nil)
    #expect(service.optionalValue(0) == nil)
  }

  @Test func timesZeroGoesStraightToAfterwards() {
    foobar.stub(.doThis, andReturn: [1], times: 0, afterwardsReturn: [2])
    #expect(foobar.doThis("", 0) == [2])
  }

  @Test func aNewStubReplacesTheOldOne() {
    foobar.stub(.doThis, andReturn: [1])
    foobar.stub(.doThis, andReturn: [2])
    #expect(foobar.doThis("", 0) == [2])
    foobar.stub(.doThis, andReturn: [3], times: 1, afterwardsReturn: [4])
    #expect(foobar.doThis("", 0) == [3])
    foobar.stub(.doThis, andReturn: [3], times: 1, afterwardsReturn: [4])
    #expect(foobar.doThis("", 0) == [3], "a new countdown stub starts its own count")
  }

  @Test func unstubRestoresTheDefault() throws {
    foobar.stub(.doThis, andReturn: [1])
    foobar.stub(.doThat, andReturn: 2.0)
    foobar.unstub(.doThis)
    #expect(foobar.doThis("", 0) == [])
    #expect(try foobar.doThat() == 2.0, "unstub touches only its method")
    foobar.unstub(.doThat)
    #expect(try foobar.doThat() == 0)
  }

  @Test func unstubOfAnUnstubbedMethodIsHarmless() {
    foobar.unstub(.doThis)
    #expect(foobar.doThis("", 0) == [])
    #expect(foobar.invocations.count == 1)
  }

  @Test func stubsAreKeptPerMock() {
    let other = MockFoobar()
    foobar.stub(.doThis, andReturn: [1])
    #expect(other.doThis("", 0) == [])
    #expect(foobar.doThis("", 0) == [1])
  }

  @Test func stubbingDoesNotLogACall() {
    foobar.stub(.doThis, andReturn: [1])
    foobar.unstub(.doThis)
    #expect(foobar.invocations.isEmpty)
  }

  @Test func conformingConcreteTypeForAProtocolResultWorks() {
    let factory = MockFactory()
    factory.stub(.whatever, andReturn: SomeClass())
    #expect(factory.whatever().name == "some")
    factory.stub(.whatever) { _ in SomeClass() }
    #expect(factory.whatever().name == "some")
    factory.stub(.whatever, andReturn: SomeClass(), times: 1, afterwardsReturn: SomeClass())
    #expect(factory.whatever().name == "some")
  }
}
