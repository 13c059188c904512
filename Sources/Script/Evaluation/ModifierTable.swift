import Builders
import ScriptSyntax

/// The modifiers view code can apply: one ``ModifierEntry`` per name, which
/// says the arguments it takes and builds the modified view. To teach the
/// reader a modifier, add its entry in its file (or its family's) under
/// `Sources/Script/Modifiers/` and list it in ``all``; nothing else names it.
enum ModifierTable {
    /// Every modifier the reader applies, each once, by its entry's member. See
    /// ``ModifierEntry`` for the shape of an entry.
    static let all: [ModifierEntry] = [
        .tag, .id, .padding, .frame, .foregroundColor, .font, .bold, .italic, .underline, .fontWeight,
        .background, .overlay, .border, .opacity, .disabled, .onTapGesture, .accessibilityLabel, .accessibilityIdentifier,
        .pickerStyle,
        // Containers
        .tabItem,
        // Shapes, images and text
        .fill, .stroke, .strokeBorder, .resizable, .renderingMode, .interpolation, .antialiased, .aspectRatio,
        .scaledToFit, .scaledToFill, .imageScale, .strikethrough, .kerning, .tracking, .baselineOffset, .monospacedDigit,
        .textCase, .lineLimit, .multilineTextAlignment, .truncationMode, .lineSpacing,
        // Navigation, toolbars, presentations, effects and styles
        .navigationTitle, .navigationBarTitle, .navigationBarTitleDisplayMode, .navigationBarItems, .navigationViewStyle, .toolbar, .sheet, .fullScreenCover, .popover, .alert,
        .confirmationDialog, .actionSheet, .clipped, .cornerRadius, .mask, .shadow, .blur, .offset, .position, .hidden,
        .zIndex, .layoutPriority, .fixedSize, .ignoresSafeArea, .edgesIgnoringSafeArea, .allowsHitTesting, .flipsForRightToLeftLayoutDirection,
        .foregroundStyle, .tint, .accentColor, .environment, .keyboardType, .textContentType, .autocapitalization,
        .textInputAutocapitalization, .autocorrectionDisabled, .disableAutocorrection, .submitLabel, .buttonStyle, .toggleStyle,
        // Styles, lifecycle actions and accessibility
        .labelStyle, .textFieldStyle, .listStyle, .datePickerStyle, .labelsHidden, .onAppear, .onDisappear, .onChange, .onReceive, .refreshable, .navigationDestination,
        .onSubmit, .task, .accessibilityValue, .accessibilityHint, .accessibilityHidden, .accessibility,
        // Row deletion and environment objects
        .onDelete, .environmentObject,
        // Focus, clip shapes, insets and trims
        .focused, .clipShape, .inset, .trim,
        // Animations and transitions
        .animation, .transition,
        // List rows and searches
        .swipeActions, .contextMenu, .badge, .listRowBackground, .listRowSeparator, .deleteDisabled, .moveDisabled, .onMove, .searchable,
        // The scheme a window asks for
        .preferredColorScheme,
        // Text sizing and designs, symbols, shortcuts, list rows, bars, geometry effects and transitions
        .minimumScaleFactor, .monospaced, .fontDesign, .symbolRenderingMode, .symbolVariant, .keyboardShortcut,
        .listRowInsets, .listRowSeparatorTint, .navigationBarBackButtonHidden, .navigationBarHidden, .statusBar, .toolbarBackground,
        .toolbarColorScheme, .rotationEffect, .scaleEffect, .containerRelativeFrame, .transaction, .contentTransition,
        // Long presses, control and text appearance, presentation settings, colour effects, matched geometry, insets
        .onLongPressGesture, .controlSize, .scrollContentBackground, .scrollDismissesKeyboard, .allowsTightening, .textSelection,
        .dynamicTypeSize, .headerProminence, .presentationDetents, .presentationDragIndicator, .interactiveDismissDisabled,
        .toolbarRole, .statusBarHidden, .sensoryFeedback, .brightness, .contrast, .saturation, .grayscale, .hueRotation,
        .matchedGeometryEffect, .safeAreaInset,
        // A view drawn again only when it changes
        .equatable,
        // Progress view, group box, menu, tab view and index view styles
        .progressViewStyle, .groupBoxStyle, .menuStyle, .tabViewStyle, .indexViewStyle,
        // ViewModifier structs
        .modifier,
    ]

    /// The modifiers by name (an entry once per name it has), built once from ``all``.
    static let entries: [String: ModifierEntry] = Dictionary(
        all.flatMap { entry in entry.names.map { ($0, entry) } }, uniquingKeysWith: { first, _ in first })

    /// The modifiers' names, sorted, for suggestions.
    static let names = entries.keys.sorted()

    /// Applies the modifier of `link` to `view`; an unknown name is reported
    /// with the nearest known one.
    static func apply(_ link: ChainLink, to view: any View, evaluator: Evaluator) throws -> any View {
        guard let modifier = entries[link.name] else {
            throw Diagnostic(location: link.location, message: "unknown modifier '.\(link.name)'\(Suggestion.hint(for: link.name, in: names))")
        }
        return try modifier.apply(link, to: view, evaluator: evaluator)
    }
}
