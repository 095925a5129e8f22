// Messaging: chat, notifications and the badges that go with them.

public import Foundation

/// Sends and receives chat messages.
public protocol ChatService: AnyObject {
  /// Whether the chat is connected.
  var isConnected: Bool { get }
  /// Sends a message.
  func send(_ text: String, to conversationID: String) async throws -> Message
  /// The messages of a conversation, newest first.
  func messages(in conversationID: String, before date: Date?, limit: Int) async throws
    -> [Message]
  /// Marks a conversation read.
  func markRead(_ conversationID: String) async
  /// Deletes a message.
  func delete(messageID: UUID) async throws
  /// Calls back with every new message.
  func onMessage(_ handler: @escaping (Message) -> Void)
}

/// Keeps messages on disk.
public protocol MessageStore {
  /// Saves messages.
  func save(_ messages: [Message], in conversationID: String) throws
  /// Loads the messages of a conversation.
  func load(conversationID: String) throws -> [Message]
  /// The number of unread messages.
  func unreadCount(in conversationID: String) -> Int
  /// Removes a conversation.
  func removeAll(in conversationID: String) throws
  /// Where the store keeps its file.
  var storeURL: URL { get }
  /// Messages that contain a text.
  func search(_ text: String) throws -> [Message]
}

/// Schedules local notifications.
public protocol NotificationScheduler {
  /// Asks for permission.
  func requestAuthorization() async throws -> Bool
  /// Schedules a notification.
  func schedule(id: String, title: String, body: String, at date: Date) async throws
  /// Cancels a notification.
  func cancel(id: String)
  /// Cancels every notification.
  func cancelAll()
  /// The notifications waiting.
  func pendingIDs() async -> [String]
  /// Whether notifications are allowed.
  var isAuthorized: Bool { get }
}

/// Registers the device for push notifications.
public protocol PushRegistrar {
  /// The device token, once known.
  var deviceToken: String? { get }
  /// Registers for pushes.
  func register() async throws -> String
  /// Unregisters.
  func unregister() async
  /// Handles a push's payload; returns whether it was the app's.
  func handle(payload: [String: String]) -> Bool
  /// Sets the app icon's badge.
  func setBadge(_ count: Int) async
}

/// Receives events from the conversation list.
public protocol ConversationListDelegate: AnyObject {
  /// A conversation was selected.
  func didSelectConversation(_ id: String)
  /// A conversation was archived.
  func didArchiveConversation(_ id: String)
  /// The list was refreshed.
  func didRefresh(count: Int)
  /// Loading the list failed.
  func didFail(with error: any Error)
}
