import Foundation
import GeneratorCorpus
import MockSix
import Testing

/// Checks how generated mocks log `@autoclosure` arguments and write `inout` ones.
@Suite struct ArgumentTests {
  @Test func autoclosureArgumentsAreLoggedAsValues() {
    let tracer = MockContextTracer()
    _ = tracer.startSpan("load", context: "request-1")
    tracer.record("hello")
    #expect(tracer.invocations(of: .startSpan).first?.args.last as? String == "request-1")
    #expect(tracer.invocations(of: .record).first?.args.first as? String == "hello")
  }

  @Test func autoclosureArgumentsAreTypedByTheirValue() {
    let tracer = MockContextTracer()
    tracer.stub(.startSpan, with: theValue("load"), any(), andReturn: 7)
    tracer.stub(.startSpan) { name, context in name.count + context.count }
    tracer.stub(.startSpan, with: theValue("load"), theValue("request-1"), andReturn: 7)
    #expect(tracer.startSpan("load", context: "request-1") == 7)
    #expect(tracer.startSpan("save", context: "r2") == 6)
    tracer.record("hello")
    let messages: [String] = tracer.calls(of: .record)
    #expect(messages == ["hello"])
  }

  @Test func anInoutArgumentKeepsItsValueUnstubbed() {
    let mock = MockAccumulating()
    var value = 41
    mock.bump(&value)
    #expect(value == 41)
    #expect(mock.invocations(of: .bump).first?.args.first as? Int == 41)
  }

  @Test func aStubsResultIsTheInoutArgumentsNewValue() throws {
    let mock = MockAccumulating()
    mock.stub(._bump) { (args: [Any?]) in (args[0] as? Int ?? 0) + 1 }
    var value = 41
    mock.bump(&value)
    #expect(value == 42)
    mock.stub(.fill, andReturn: [UInt8](repeating: 7, count: 2))
    var buffer: [UInt8] = []
    try mock.fill(&buffer, count: 2)
    #expect(buffer == [7, 7])
  }

  @Test func severalInoutArgumentsAreOnlyLogged() {
    let mock = MockAccumulating()
    var first = 1
    var second = 2
    mock.swap(&first, &second)
    #expect(first == 1)
    #expect(second == 2)
    #expect(mock.invocations(of: .swap).first?.args.count == 2)
  }
}

/// Checks that unstubbed calls returning a `Result` succeed.
@Suite struct ResultDefaultTests {
  @Test func unstubbedResultsSucceed() throws {
    let mock = MockSaving()
    guard case .success = mock.save() else {
      Issue.record("an unstubbed Result<Void, SaveError> should be .success(())")
      return
    }
    #expect(try mock.count().get() == 0)
    mock.stub(.save, andReturn: Result<Void, SaveError>.failure(.full))
    #expect(throws: SaveError.full) { try mock.save().get() }
  }
}

/// A value the corpus's generic members decode and store.
struct Decoded: Codable, Hashable, Sendable {
  var name: String
}

/// Generic members' typed IDs name each generic parameter's type: `.decode(Decoded.self)`.
@Suite struct GenericMemberTypedIDTests {
  @Test func aGenericMembersTypedIDTakesItsTypeArgument() throws {
    let mock = MockGenerics()
    mock.stub(.decode(Decoded.self), andReturn: Decoded(name: "Ada"))
    #expect(try mock.decode(Decoded.self, from: Data()) == Decoded(name: "Ada"))
    mock.stub(.collect([Int].self)) { items in items.sorted() }
    #expect(mock.collect([3, 1, 2]) == [1, 2, 3])
    mock.store(Decoded(name: "Bo"))
    let stored: [Decoded] = mock.calls(of: .store(Decoded.self))
    #expect(stored == [Decoded(name: "Bo")])
  }
}
