import Foundation
import MockSixGenerator

/// Type-checks rendered mocks against folders of built modules and renders them again without
/// those that do not compile; returns the file and a phrase for the summary.
///
/// Without MockSix's module in a folder, nothing can be checked: the mocks are written as they
/// are, and the phrase says how to have them checked.
///
/// - Parameters:
///   - rendered: The mocks as first rendered, with nothing left out.
///   - render: Renders the mocks, leaving out the given protocols.
///   - folders: The folders of built modules, such as `.build/debug/Modules`.
///   - arguments: More arguments for the compiler.
///   - swiftc: The compiler, by path; nil for `swiftc` on `PATH`.
///   - triple: The target triple; nil for the compiler's own.
///   - cache: A folder that keeps the check's result between runs; nil for none.
///   - fingerprint: A fingerprint of the symbol graphs read, which the cached result must match.
func typeChecked(
  _ rendered: RenderedMocks, render: ([String: String]) throws -> RenderedMocks,
  against folders: [String], arguments: [String], swiftc: String?, triple: String?,
  cache: String?, fingerprint graphs: UInt64
) throws -> (RenderedMocks, String) {
  guard !rendered.placements.isEmpty else { return (rendered, "nothing to type-check") }
  let mockSix = folders.map {
    URL(fileURLWithPath: $0).appendingPathComponent("MockSix.swiftmodule")
  }
  .first { FileManager.default.fileExists(atPath: $0.path) }
  guard let mockSix else {
    printError(
      "warning: the mocks were not type-checked: MockSix's module is in none of "
        + folders.joined(separator: ", ") + "; build it first (swift build --target MockSix)")
    return (rendered, "not type-checked")
  }
  guard
    let compiler = swiftc.map({ $0.contains("/") ? $0 : findOnPath($0) }) ?? findOnPath("swiftc")
  else {
    printError("warning: the mocks were not type-checked: no swiftc on PATH; pass --swiftc")
    return (rendered, "not type-checked")
  }
  var compilerArguments = folders.flatMap { ["-I", $0] } + moduleMapArguments(beside: folders)
  if let triple { compilerArguments += ["-target", triple] }
  compilerArguments += arguments
  // NB: What the check read: the compiler, its arguments and MockSix's module; and for the whole
  //     result, the graphs and the first file too. A build that changed no declaration of the
  //     module (an edited function body) reuses the result; one that changed a protocol checks
  //     that protocol's mock in full and reads the others for their declarations only.
  let modified =
    (try? FileManager.default.attributesOfItem(atPath: mockSix.path)[.modificationDate] as? Date)?
    .timeIntervalSince1970 ?? 0
  var environment = FNV1a()
  environment.add(([compiler] + compilerArguments + ["\(modified)"]).joined(separator: "\n"))
  var key = environment
  key.add(rendered.source)
  key.add("\(graphs)")
  let cacheFile = cache.map {
    URL(fileURLWithPath: $0).appendingPathComponent("mocksix-type-check.json")
  }
  let cached = cacheFile.flatMap { try? Data(contentsOf: $0) }.flatMap {
    try? JSONDecoder().decode(CachedCheck.self, from: $0)
  }
  if let cached, cached.key == String(key.value, radix: 16) {
    let result = cached.leftOut.isEmpty ? rendered : try render(cached.leftOut)
    return (result, "type-checked (the result of a run with the same graphs)")
  }
  var checker = MockTypeChecker(compiler: compiler, arguments: compilerArguments)
  if let cached, cached.environment == String(environment.value, radix: 16) {
    checker.trusted = Set(cached.compiled)
    checker.knownFailures = cached.failed
  }
  let checked = try checker.check(rendering: render)
  if let cacheFile {
    try? FileManager.default.createDirectory(
      at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let record = CachedCheck(
      key: String(key.value, radix: 16), environment: String(environment.value, radix: 16),
      leftOut: checked.leftOut, compiled: checked.compiled.sorted(), failed: checked.failed)
    try? JSONEncoder().encode(record).write(to: cacheFile)
  }
  let seconds = String(format: "%.1f", checked.seconds)
  let left = checked.leftOut.count
  let all = checked.rendered.placements.count + left
  return (
    checked.rendered,
    "type-checked in \(seconds) s"
      + (checked.checkedInFull >= all
        ? "" : " (\(checked.checkedInFull) of \(all) mocks in full, the others unchanged)")
      + (left == 0 ? "" : ", \(left) \(left == 1 ? "mock" : "mocks") left out as not compiling")
  )
}

/// A check's result, kept between runs.
private struct CachedCheck: Codable {
  /// What the whole result was made from: the environment, the graphs and the first file.
  var key: String
  /// The compiler, its arguments and MockSix's module.
  var environment: String
  /// The reasons of the mocks left out, by protocol.
  var leftOut: [String: String]
  /// The fingerprints of the mocks that compiled.
  var compiled: [String]
  /// The fingerprints of the mocks that did not, with the compiler's error.
  var failed: [String: String]
}

/// The `-Xcc -fmodule-map-file=` arguments of the C modules a build wrote beside its Swift
/// modules (`.build/debug/<Target>.build/module.modulemap`, beside `.build/debug/Modules`).
private func moduleMapArguments(beside folders: [String]) -> [String] {
  var arguments: [String] = []
  for folder in folders {
    for directory in Set([folder, URL(fileURLWithPath: folder).deletingLastPathComponent().path]) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names.sorted() where name.hasSuffix(".build") {
        let map = directory + "/" + name + "/module.modulemap"
        if FileManager.default.fileExists(atPath: map) {
          arguments += ["-Xcc", "-fmodule-map-file=" + map]
        }
      }
    }
  }
  return arguments
}

/// The path of a tool on `PATH`, if any.
private func findOnPath(_ tool: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map { $0 + "/" + tool }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A fingerprint of the `.symbols.json` files of the given files and folders.
func fingerprint(of paths: [String]) -> UInt64 {
  var hash = FNV1a()
  for path in paths {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    let files =
      isFolder.boolValue
      ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        .filter { $0.hasSuffix(".symbols.json") }.map { path + "/" + $0 } : [path]
    for file in files {
      hash.add(URL(fileURLWithPath: file).lastPathComponent)
      if let data = FileManager.default.contents(atPath: file) { hash.add(data) }
    }
  }
  return hash.value
}

/// The 64-bit FNV-1a hash, which needs no library: it fingerprints the graphs and the file a
/// cached check was made from.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    for byte in data {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  mutating func add(_ text: String) {
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}
