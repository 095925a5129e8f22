import MockSix
import Testing

/// A typed call's arguments reach the log packed, unerased; what reads them sees what
/// `args: Any?...` would have logged.
@Suite struct PackedArgumentsTests {
  let fixed = ArityMock()
  let pack = ArityMock()

  @Test func existentialArgumentsAreLoggedAsTheParameterPackFormLogsThem() async throws {
    let boxed: Any = 5
    let described: any CustomStringConvertible = 7
    _ = fixed.registerInvocation(._two, function: "f", args: boxed, described, andReturn: 0)
    _ = fixed.registerInvocation(._one, function: "f", args: described, andReturn: 0)
    try await registerThroughPack(pack, ._two, args: boxed, described)
    try await registerThroughPack(pack, ._one, args: described)
    let packCalls = loggedCalls(pack)
    #expect(loggedCalls(fixed) == [packCalls[0], packCalls[8]])
    #expect(fixed.invocations[0].argument(0, as: Int.self) == 5)
    #expect(fixed.invocations[0].argument(1, as: Int.self) == 7)
  }

  @Test func aConditionalStubMatchesAPackedCallsArguments() {
    fixed.stub(._two, with: [theValue("a"), any()], andReturn: 42)
    let matched: Int = fixed.registerInvocation(
      ._two, function: "f", args: "a", 1 as Int?, andReturn: 0)
    #expect(matched == 42)
    #expect(fixed.registerInvocation(._two, function: "f", args: "b", 1 as Int?, andReturn: 0) == 0)
  }

  @Test func aClosureStubReadsAPackedCallsArgumentsErased() {
    fixed.stub(._three) { (args: [Any?]) -> Int in
      let base: Int = args[1] as? Int ?? 0
      return base + (args[2] == nil ? 100 : 200)
    }
    let noDouble: Int = fixed.registerInvocation(
      ._three, function: "f", args: "a", 1, nil as Double?)
    let aDouble: Int = fixed.registerInvocation(
      ._three, function: "f", args: "a", 2, 2.5 as Double?)
    #expect(noDouble == 101)
    #expect(aDouble == 202)
  }

  @Test func aTypedClosureStubReceivesAPackedCallsArguments() {
    fixed.stub(
      .four,
      withBlock: { string, number, flag, list in
        string.count + number + (flag ? 10 : 0) + (list?.count ?? 100)
      })
    let result: Int = fixed.registerInvocation(
      ._four, function: "f", args: "ab", 3, true, [1, 2] as [Int]?)
    #expect(result == 17)
    #expect(fixed.invocations.first?.args.count == 4)
  }

  /// A hand-written mock's `args: Any?...` calls are kept in smaller records of their own until
  /// its first typed call (issue 41); every call reads back in order, whichever record kept it.
  @Test func erasedCallsAroundATypedOneReadBackInOrder() {
    // NB: 20 erased calls fill the log's first chunk (16 calls) and open a second; the typed
    //     call opens a third, which keeps the erased calls after it too.
    for index in 0..<20 { fixed.registerInvocation(for: ._one, args: "erased \(index)") }
    _ = fixed.registerInvocation(._two, function: "f", args: "typed", 7 as Int?, andReturn: 0)
    for index in 20..<25 { fixed.registerInvocation(for: ._one, args: "erased \(index)") }
    let calls = fixed.invocations
    let expected: [String] =
      (0..<20).map { "erased \($0)" } + ["typed"] + (20..<25).map { "erased \($0)" }
    let firstArguments: [String] = calls.map { $0.args.first as? String ?? "?" }
    #expect(firstArguments == expected)
    #expect(calls[20].argument(1, as: Int.self) == 7)
    #expect(
      calls.map(\.methodID) == Array(repeating: 1, count: 20) + [2] + Array(repeating: 1, count: 5))
    let numbers: [Int] = calls.map(\.sequenceNumber)
    #expect(numbers == numbers.sorted() && Set(numbers).count == 26)
    let ofOne: [MockInvocation] = fixed.invocations(of: ._one)
    #expect(ofOne.count == 25)
    #expect(ofOne.last?.args.first as? String == "erased 24")
  }
}
