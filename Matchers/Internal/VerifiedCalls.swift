internal import Foundation
import MockSix

/// Marks calls of a mock as verified, for `receiveNoOtherCalls()`.
///
/// Every expectation that passes marks its calls through this function.
///
/// - Parameters:
///   - calls: Calls recorded by `mock`.
///   - mock: The mock that recorded them.
func markVerified<M: Mock>(_ calls: [MockInvocation], of mock: M)
where M.MockMethod.RawValue == Int {
  VerifiedCalls.shared.insert(calls.map(\.sequenceNumber))
}

/// Returns the calls among `calls` of `mock` that no passing expectation has verified.
///
/// - Parameters:
///   - calls: Calls recorded by `mock`.
///   - mock: The mock that recorded them.
func unverifiedCalls<M: Mock>(_ calls: [MockInvocation], of mock: M) -> [MockInvocation]
where M.MockMethod.RawValue == Int {
  let unverified = VerifiedCalls.shared.unverified(calls.map(\.sequenceNumber))
  return calls.filter { unverified.contains($0.sequenceNumber) }
}

/// The calls that a passing expectation has verified, by their global sequence numbers.
///
/// Sequence numbers are unique in the process and never reused, so one set serves every mock
/// and every test running in parallel, and a reset of one mock cannot confuse another.
// NB: `numbers` is only read and written inside `lock.withLock`.
final class VerifiedCalls: @unchecked Sendable {
  static let shared = VerifiedCalls()

  private let lock = NSLock()
  private var numbers: Set<Int> = []

  /// Marks the calls with these sequence numbers as verified.
  func insert(_ sequenceNumbers: [Int]) {
    guard !sequenceNumbers.isEmpty else { return }
    lock.withLock { numbers.formUnion(sequenceNumbers) }
  }

  /// Returns the sequence numbers among `sequenceNumbers` that no expectation has verified.
  func unverified(_ sequenceNumbers: [Int]) -> Set<Int> {
    lock.withLock { Set(sequenceNumbers).subtracting(numbers) }
  }
}
