import Foundation

/// A package a user builds, made in a temporary folder for the compile-cost benchmark: the
/// corpus as a library target, and a test target that holds one file of mocks and depends on
/// MockSix through a path dependency on this repository, as `.ci/build-plugin`'s package does.
///
/// ```text
/// <root>/swift-mocksix -> the repository
/// <root>/<name>/Package.swift
/// <root>/<name>/Sources/CompileCostCorpus/*.swift   (copied from Tests/CompileCostCorpus)
/// <root>/<name>/Tests/MocksTests/Mocks.swift        (the shape being measured)
/// ```
///
/// Each shape gets a package of its own, so that the shapes' rebuilds can take turns and a
/// change of the machine's load weighs on all of them alike. The packages are the same but for
/// the text of `Mocks.swift`, so a mockolo-shaped file also links MockSix, which it does not use.
struct CompileCostPackage {
  /// The package's folder.
  let app: String

  /// The test target's one file.
  var mocksFile: String { app + "/Tests/MocksTests/Mocks.swift" }

  /// The debug build's modules, which the symbol graph is extracted from.
  var modules: String { app + "/.build/debug/Modules" }

  /// The corpus's module name.
  static let corpusModule = "CompileCostCorpus"

  /// Makes the package in `root/name`, beside `root/swift-mocksix`, a link to the repository.
  ///
  /// - Parameters:
  ///   - root: The temporary folder that holds the packages and the link.
  ///   - name: The package's folder in `root`.
  ///   - corpus: The folder of the corpus's sources.
  init(in root: String, named name: String, corpus: String) throws {
    let files = FileManager.default
    app = root + "/" + name
    try files.createDirectory(
      atPath: app + "/Sources/\(Self.corpusModule)", withIntermediateDirectories: true)
    try files.createDirectory(atPath: app + "/Tests/MocksTests", withIntermediateDirectories: true)
    for file in try files.contentsOfDirectory(atPath: corpus) where file.hasSuffix(".swift") {
      try files.copyItem(
        atPath: corpus + "/" + file, toPath: app + "/Sources/\(Self.corpusModule)/" + file)
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

  /// The seconds of a rebuild after touching the test target's file, or nil when it fails or
  /// does not compile the file.
  ///
  /// - Parameter object: The build's object of the file, to remove as well, so that the compile
  ///   job generates code as when the file's code changed; nil to keep it, so that the job finds
  ///   it up to date and skips LLVM's code generation, as after a plain touch.
  func rebuild(removing object: String? = nil) -> Double? {
    guard runTool("touch", [mocksFile]).status == 0 else { return nil }
    if let object { try? FileManager.default.removeItem(atPath: object) }
    let run = build()
    guard run.status == 0, run.output.contains("Compiling MocksTests") else { return nil }
    return run.seconds
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
}
