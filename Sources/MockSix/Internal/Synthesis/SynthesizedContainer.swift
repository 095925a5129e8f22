/// A standard container that the synthesizer makes element by element instead of decoding.
///
/// Making them directly gives each element its own path (`days[1]`), lets a `Set` or a
/// `Dictionary` take keys of any `Decodable` type, and lets an optional fall back to `nil`.
protocol SynthesizedContainer {
  /// Makes a value from the synthesizer's source, at `path` in the value being built.
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
}

extension Optional: SynthesizedContainer where Wrapped: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    synthesizer.makeIfFilled(Wrapped.self, at: path) as Any
  }
}

extension Array: SynthesizedContainer where Element: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    try (0..<synthesizer.elementCount()).map {
      try synthesizer.make(Element.self, at: path + [SynthesisKey(index: $0)])
    }
  }
}

extension ContiguousArray: SynthesizedContainer where Element: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    ContiguousArray(try [Element].synthesize(by: synthesizer, at: path) as? [Element] ?? [])
  }
}

extension Set: SynthesizedContainer where Element: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    Set(try [Element].synthesize(by: synthesizer, at: path) as? [Element] ?? [])
  }
}

extension Dictionary: SynthesizedContainer where Key: Decodable, Value: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    var dictionary: [Key: Value] = [:]
    for index in 0..<synthesizer.elementCount() {
      let key = try synthesizer.make(Key.self, at: path + [SynthesisKey(index: index)])
      dictionary[key] = try synthesizer.make(
        Value.self, at: path + [SynthesisKey(string: "[\(describeValue(key))]")])
    }
    return dictionary
  }
}

extension ClosedRange: SynthesizedContainer where Bound: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    let bounds = try [Bound].orderedPair(by: synthesizer, at: path)
    return bounds.lower...bounds.upper
  }
}

extension Range: SynthesizedContainer where Bound: Decodable {
  static func synthesize(by synthesizer: InstanceSynthesizer, at path: [any CodingKey]) throws
    -> Any
  {
    let bounds = try [Bound].orderedPair(by: synthesizer, at: path)
    return bounds.lower..<bounds.upper
  }
}

extension Array where Element: Decodable & Comparable {
  /// Two values in order, for the bounds of a range, which rejects them in the wrong order.
  fileprivate static func orderedPair(
    by synthesizer: InstanceSynthesizer, at path: [any CodingKey]
  ) throws -> (lower: Element, upper: Element) {
    let first = try synthesizer.make(Element.self, at: path + [SynthesisKey(index: 0)])
    let second = try synthesizer.make(Element.self, at: path + [SynthesisKey(index: 1)])
    return (Swift.min(first, second), Swift.max(first, second))
  }
}

/// A coding key of the synthesizer: an array index or a dictionary key.
struct SynthesisKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(string: String) {
    stringValue = string
    intValue = nil
  }

  init?(stringValue: String) {
    self.init(string: stringValue)
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
