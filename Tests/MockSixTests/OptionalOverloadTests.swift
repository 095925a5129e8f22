import MockSix
import Testing

// The `T?` twin of `stub(_:withBlock:)` is not redundant: a block of several statements that
// returns a value on one path and `nil` on a later one has no single `T` without it ("'nil' is
// not compatible with closure result type 'String'"). The test below stops compiling if the twin
// is removed.

private final class MockProfile: Mock {
  enum Methods: Int {
    case nickname
  }
  typealias MockMethod = Methods

  func nickname(_ id: Int) -> String? {
    registerInvocation(for: .nickname, args: id, andReturn: nil)
  }
}

@Suite struct OptionalOverloadTests {
  @Test func aBlockStubMayReturnAValueThenNil() {
    let mock = MockProfile()
    mock.stub(.nickname) { args in
      if args.first as? Int == 1 { return "one" }
      return nil
    }
    #expect(mock.nickname(1) == "one")
    #expect(mock.nickname(2) == nil)
  }
}
