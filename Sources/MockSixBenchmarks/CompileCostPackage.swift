import Foundation

/// The package a user builds, made in a temporary folder for the compile-cost benchmark: the
/// corpus as a library target, and a test target that holds one file of mocks and depends on
/// MockSix through a path dependency on this repository, as `.ci/build-plugin`'s package does.
///
/// ```text
/// <folder>/swift-mocksix -> the repository
/// <folder>/App/Package.swift
/// <folder>/App/Sources/CompileCostCorpus/*.swift   (copied from Tests/CompileCostCorpus)
/// <folder>/App/Tests/MocksTests/Mocks.swift        (the shape being measured)
/// ```
///
/// Every shape is measured in the same package with the same dependencies: only the text of
/// `Mocks.swift` changes, so a mockolo-shaped file also links MockSix, which it does not import.
struct CompileCostPackage {
  /// The temporary folder.
  let folder: String

  /// The package's folder.
  var app: String { folder + "/App" }

  /// The test target's one file.
  var mocksFile: String { app + "/Tests/MocksTests/Mocks.swift" }

  /// The debug build's modules, which the symbol graph is extracted from.
  var modules: String { app + "/.build/debug/Modules" }

  /// The corpus's module name.
  static let corpusModule = "CompileCostCorpus"

  /// Makes the package in a new temporary folder.
  ///
  /// - Parameters:
  ///   - repository: This repository's root, which the package depends on.
  ///   - corpus: The folder of the corpus's sources.
  init(repository: String, corpus: String) throws {
    let files = FileManager.default
    folder = NSTemporaryDirectory() + "mocksix-compile-cost-\(getpid())"
    try? files.removeItem(atPath: folder)
    try files.createDirectory(
      atPath: folder + "/App/Sources/\(Self.corpusModule)", withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: folder + "/App/Tests/MocksTests", withIntermediateDirectories: true)
    try files.createSymbolicLink(atPath: folder + "/swift-mocksix", withDestinationPath: repository)
    for name in try files.contentsOfDirectory(atPath: corpus) where name.hasSuffix(".swift") {
      try files.copyItem(
        atPath: corpus + "/" + name, toPath: folder + "/App/Sources/\(Self.corpusModule)/" + name)
    }
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "../swift-mocksix")],
        targets: [
          .target(name: "\(Self.corpusModule)"),
          .testTarget(
            name: "MocksTests",
            dependencies: [
              "\(Self.corpusModule)", .product(name: "MockSix", package: "swift-mocksix"),
            ]),
        ]
      )

      """
    try manifest.write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
    try write("import \(Self.corpusModule)\n")
  }

  /// Replaces the test target's file.
  func write(_ source: String) throws {
    try source.write(toFile: mocksFile, atomically: true, encoding: .utf8)
  }

  /// Runs `swift build --build-tests`, with `-v` to print the frontend jobs.
  func build(verbose: Bool = false) -> ToolRun {
    runTool("swift", ["build", "--build-tests"] + (verbose ? ["-v"] : []), in: app)
  }

  /// The seconds of `rounds` rebuilds, each after touching the test target's file, or nil when
  /// a rebuild fails or does not compile the file.
  func rebuildsAfterTouch(rounds: Int) -> [Double]? {
    var seconds: [Double] = []
    for _ in 0..<rounds {
      guard runTool("touch", [mocksFile]).status == 0 else { return nil }
      let run = build()
      guard run.status == 0, run.output.contains("Compiling MocksTests") else { return nil }
      seconds.append(run.seconds)
    }
    return seconds
  }

  /// The frontend job that compiles the test target's file, read from a verbose build's output.
  func compileJob(in output: String) -> FrontendJob? {
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard words.count > 3, words[0].hasSuffix("swift-frontend"), words[1] == "-frontend",
        words[2] == "-c", let primary = words.firstIndex(of: "-primary-file"),
        primary + 1 < words.count, words[primary + 1] == mocksFile
      else { continue }
      return FrontendJob(executable: words[0], arguments: Array(words.dropFirst()))
    }
    return nil
  }

  /// Removes the temporary folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
