// Media: photos, video, audio and the caches behind them.

public import Foundation

/// Reads the photo library.
public protocol PhotoLibrary {
  /// Whether the app may read the library.
  var isAuthorized: Bool { get }
  /// Asks for access.
  func requestAccess() async -> Bool
  /// The newest photos.
  func recentPhotos(limit: Int) async throws -> [Photo]
  /// A photo's bytes.
  func imageData(for photo: Photo, maxSize: Int) async throws -> Data
  /// Saves an image; returns its photo.
  func save(_ imageData: Data) async throws -> Photo
  /// Deletes photos.
  func delete(_ photos: [Photo]) async throws
}

/// Keeps decoded images in memory and on disk.
public protocol ImageCache: AnyObject {
  /// The memory the cache may use, in bytes.
  var memoryLimit: Int { get set }
  /// An image's bytes, if cached.
  func image(forKey key: String) -> Data?
  /// Caches an image.
  func store(_ data: Data, forKey key: String)
  /// Removes an image.
  func removeImage(forKey key: String)
  /// Empties the memory cache.
  func clearMemory()
  /// Empties the disk cache.
  func clearDisk() async
}

/// Plays video.
public protocol VideoPlayer: AnyObject {
  /// Whether a video is playing.
  var isPlaying: Bool { get }
  /// The playback position in seconds.
  var currentTime: Double { get }
  /// The volume from 0 to 1.
  var volume: Double { get set }
  /// Loads a video.
  func load(_ url: URL) async throws
  /// Starts playing.
  func play()
  /// Pauses.
  func pause()
  /// Jumps to a position.
  func seek(to seconds: Double) async
}

/// Records audio.
public protocol AudioRecorder {
  /// Whether it is recording.
  var isRecording: Bool { get }
  /// Starts recording to a file.
  func start(to url: URL) throws
  /// Stops recording; returns the length in seconds.
  func stop() -> Double
  /// The input level from 0 to 1.
  func level() -> Double
  /// Pauses recording.
  func pause()
}

/// Renders thumbnails of documents.
public protocol ThumbnailRenderer {
  /// Renders a thumbnail of a file.
  func thumbnail(for url: URL, width: Int, height: Int) async throws -> Data
  /// Renders the thumbnails of several files.
  func thumbnails(for urls: [URL], width: Int) async -> [URL: Data]
  /// Cancels every render.
  func cancelAll()
  /// The screen scale.
  var scale: Double { get set }
  /// A thumbnail rendered before, if any.
  func cachedThumbnail(for url: URL) -> Data?
}

/// Reads and writes files in the app's container.
public protocol FileStorage {
  /// Reads a file.
  func read(_ name: String) throws -> Data
  /// Writes a file.
  func write(_ data: Data, to name: String) throws
  /// Whether a file exists.
  func exists(_ name: String) -> Bool
  /// Removes a file.
  func remove(_ name: String) throws
  /// The names of the files in a folder.
  func list(folder: String) throws -> [String]
  /// The size of a file in bytes.
  func size(of name: String) throws -> Int
  /// The container's folder.
  var rootURL: URL { get }
}
