import Foundation
import Testing

@testable import MockSixGenerator

/// The mocks of a symbol graph that a test embeds as JSON, rendered with the defaults.
func renderedMocks(ofGraph json: String) throws -> RenderedMocks {
  try MockRenderer().render(SymbolGraphLoader.decode(Data(json.utf8)))
}

/// The text of one mock class of a generated file, from its declaration to its closing brace.
func mockClass(_ name: String, in source: String) throws -> Substring {
  let start = try #require(source.range(of: "final class \(name)"))
  let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
  return source[start.lowerBound..<end.upperBound]
}
