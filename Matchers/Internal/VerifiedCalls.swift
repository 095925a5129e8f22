internal import Foundation

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
