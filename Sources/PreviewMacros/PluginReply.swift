/// The answer to each message the compiler sends: the plugin's capability, an expansion, or the
/// refusal of what it does not do.
enum PluginReply {
    /// The plugin protocol version this plugin speaks.
    static let protocolVersion = 7

    static func answer(to message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return expandFreestanding(request)
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            // `@Previewable` marks a declaration that `#Preview` moves; on its own it adds nothing.
            _ = request
            return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
        }
        return failure("the Preview macros' plugin does not understand this request", fileName: "", offset: 0)
    }

    private static func expandFreestanding(_ request: [String: Any]) -> [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        let fileName = location["fileName"] as? String ?? ""
        let offset = location["offset"] as? Int ?? 0
        let expansion = PreviewExpansion(
            source: syntax["source"] as? String ?? "",
            discriminator: request["discriminator"] as? String ?? "",
            fileID: location["fileID"] as? String ?? "",
            line: location["line"] as? Int ?? 0,
            column: location["column"] as? Int ?? 0)
        switch expansion.expanded() {
        case .success(let source):
            return ["expandMacroResult": ["expandedSource": source, "diagnostics": [Any]()]]
        case .failure(let error):
            return failure(error.description, fileName: fileName, offset: offset)
        }
    }

    private static func failure(_ message: String, fileName: String, offset: Int) -> [String: Any] {
        let position: [String: Any] = ["fileName": fileName, "offset": offset]
        let diagnostic: [String: Any] = [
            "message": message, "severity": "error", "position": position,
            "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
        ]
        return ["expandMacroResult": ["diagnostics": [diagnostic]]]
    }
}
