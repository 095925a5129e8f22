import MockSixMatchers
import Testing

/// The matchers with typed method IDs and typed verifiers.
@Suite struct ReceiveTypedTests {
  let store = PlaceStoreMock()

  @Test func typedVerifiersPass() {
    _ = store.save(name: "a", count: 1)
    _ = store.save(name: "b", count: 2)
    expect(store).to(receive(.save, with: theValue("a"), any()))
    expect(store).to(receive(.save, times: 2, with: any(), any()))
    expect(store).to(receive(.save, atMostTimes: 1, with: theValue("b"), theValue(2)))
    expect(store).toNot(receive(.save, with: theValue("c"), any()))
  }

  @Test func atLeastTimesCountsOnlyCallsThatPassTheVerifiers() {
    _ = store.save(name: "a", count: 1)
    _ = store.save(name: "a", count: 5)
    _ = store.save(name: "b", count: 9)
    expect(store).to(receive(.save, atLeastTimes: 2, with: theValue("a"), any()))
    expect(store).to(receive(.save, atLeastTimes: 2, with: any(), .greaterThan(2)))
    withKnownIssue {
      expect(store).to(receive(.save, atLeastTimes: 2, with: any(), .in(0...3)))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("at least 2 times") && text.contains("in(0...3)")
    }
  }

  @Test func aFailureNamesTheVerifierAndTheCall() {
    _ = store.save(name: "a", count: 1)
    withKnownIssue {
      expect(store).to(receive(.save, with: theValue("a"), theValue(2)))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("save(name:count:)") && text.contains("theValue(2) ✗ got <1>")
    }
  }

  @Test func typedCallsInOrder() async {
    let fetch = FunctionMock<String, Spot>("fetch")
    fetch.stub(.call) { city in Spot(city: city) }
    _ = store.save(name: "a", count: 1)
    let load: @Sendable (String) async throws -> Spot = fetch.asyncThrowingFunction
    _ = try? await load("Oslo")
    _ = try? await store.load(city: "Oslo")
    expectInOrder([
      call(store, .save, with: theValue("a"), any()),
      call(fetch, .call, with: theValue("Oslo")),
      call(store, .load, with: theValue("Oslo")),
    ])
  }
}

/// A verifier of another type than the argument names both types.
@Suite struct VerifierTypeMessageTests {
  let store = PlaceStoreMock()

  @Test func aValueOfAnotherTypeNamesBothTypes() {
    _ = store.save(name: "a", count: 1)
    withKnownIssue {
      expect(store).to(receive(._save, with: [theValue("a"), theValue(1 as Int64)]))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "arg 2: theValue(1 as Int64) ✗ got <1> (Int)")
    }
  }

  @Test func aValueOfTheSameTypeNamesNoType() {
    _ = store.save(name: "a", count: 1)
    withKnownIssue {
      expect(store).to(receive(._save, with: [theValue("a"), theValue(2)]))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("arg 2: theValue(2) ✗ got <1>") && !text.contains("(Int)")
    }
  }

  @Test func anOptionalValueForANonOptionalArgumentNamesNoType() {
    _ = store.save(name: "a", count: 1)
    withKnownIssue {
      expect(store).to(receive(._save, with: [theValue("b" as String?), any()]))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("arg 1: theValue(\"b\") ✗ got <\"a\">") && !text.contains(" as ")
    }
  }
}
