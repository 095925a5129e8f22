import MockSix
import Testing

/// Getters in every effect: `throws`, `throws(E)`, `async` and `async throws`, logged as
/// `name.get` like synchronous getters.
@Suite struct GetterEffectTests {
  let store = MockProfileStore()

  @Test func settersAndPlainGettersLogTheirAccessor() {
    store.name = "Ann"
    store.stub(.name_get, andReturn: "Bo")
    #expect(store.name == "Bo")
    #expect(store.invocations.map(\.functionName) == ["name.set", "name.get"])
    #expect(store.values(setThrough: .name_set) == ["Ann"])
  }

  @Test func throwingGetterReturnsItsDefaultThenItsStubThenThrows() throws {
    #expect(try store.token == "none")
    store.stub(.token_get, andReturn: "t-1")
    #expect(try store.token == "t-1")
    store.stub(.token_get, andThrow: TokenError(code: 1))
    #expect(throws: TokenError(code: 1)) { try store.token }
    #expect(
      store.invocations(of: .token_get).map(\.functionName)
        == Array(repeating: "token.get", count: 3))
  }

  @Test func typedThrowingGetterThrowsItsErrorType() {
    store.stub(.typedToken_get, andThrow: TokenError(code: 7))
    do {
      _ = try store.typedToken
      Issue.record("expected a TokenError")
    } catch {
      #expect(error == TokenError(code: 7))
    }
  }

  @Test func typedThrowingGetterReportsAnErrorOfAnotherType() {
    struct Other: Error {}
    store.stub(.typedToken_get, andThrow: Other())
    withKnownIssue {
      #expect((try? store.typedToken) == "")
    } matching: {
      mentions($0, "expected MockProfileStore.typedToken.get to throw only MockSixTests.TokenError")
    }
  }

  @Test func asyncGetterAwaitsAnAsyncStub() async {
    #expect(await store.status == -1)
    store.stub(
      .status_get,
      withBlock: { _ in
        await Task.yield()
        return 200
      })
    #expect(await store.status == 200)
    #expect(store.invocations(of: .status_get).last?.functionName == "status.get")
  }

  @Test func asyncThrowingGettersAndSubscripts() async throws {
    #expect(try await store.avatar == [])
    store.stub(.avatar_get, andReturn: [1, 2] as [UInt8])
    #expect(try await store.avatar == [1, 2])
    store.stub(.subscript_get, with: [theValue("city")], andReturn: "Oslo")
    #expect(try await store["city"] == "Oslo")
    #expect(try await store["zip"] == "?")
    store.stub(.avatar_get, andThrow: TokenError(code: 3))
    await #expect(throws: TokenError(code: 3)) { try await store.avatar }
    #expect(
      store.invocations(of: .subscript_get).map { $0.argument(0, as: String.self) } == [
        "city", "zip",
      ])
  }
}
