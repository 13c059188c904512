extension ModifierDescriptor {
    /// Every modifier the inspector names or reaches views through: the registry of modifiers,
    /// one entry a descriptor. Each descriptor is stated in its modifier's own file under
    /// `Kinds/Modifiers/` (the toolbar's and the presentations' beside their kinds, under `Kinds/`);
    /// ``KnownTypes/modifierMethods`` and ``KnownTypes/modifierSupplementaryPaths`` are built from it.
    static let all: [ModifierDescriptor] = [
        // MARK: Layout and effects
        .padding, .frame, .background, .overlay, .opacity, .aspectRatio, .mask, .shadow, .blur, .offset, .position,
        .hidden, .fixedSize, .ignoresSafeArea, .edgesIgnoringSafeArea, .allowsHitTesting, .flipsForRightToLeftLayoutDirection, .foregroundStyle, .clip,
        .scaleEffect, .rotationEffect, .rotation3DEffect, .projectionEffect, .transformEffect, .compositingGroup, .drawingGroup,
        .containerRelativeFrame,
        // MARK: Animations and transitions
        .animation, .transaction, .transition,
        // MARK: Traits
        .traitWriting, .tabItem, .zIndex, .layoutPriority, .onDelete, .itemProvider,
        // MARK: Previews
        .previewLayout, .previewDisplayName, .previewDevice, .previewInterfaceOrientation,
        // MARK: List rows
        .onMove, .deleteDisabled, .moveDisabled, .listRowSeparator, .listRowSeparatorTint, .listRowBackground, .listRowInsets, .badge,
        .swipeActions, .contextMenu, .searchable,
        // MARK: Navigation, toolbars and presentations
        .navigationTitle, .preferenceWriting, .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog,
        .actionSheet, .navigationDestination, .navigationBarItems, .navigationSplitViewColumnWidth, .toolbarAppearance,
        .toolbarBackground,
        // MARK: Styles
        .pickerStyle, .buttonStyle, .toggleStyle, .textFieldStyle, .listStyle, .datePickerStyle, .labelStyle, .labelsHidden,
        .navigationViewStyle, .navigationSplitViewStyle,
        .progressViewStyle, .groupBoxStyle, .menuStyle,
        .tabViewStyle, .indexViewStyle,
        // MARK: Environment, accessibility, focus and actions
        .environmentWrite, .environmentTransform, .accessibility, .focused, .appearance, .gesture, .highPriorityGesture, .simultaneousGesture, .onChange, .onSubmit, .task,
        .onReceive, .keyboardShortcut,
        // MARK: Colour effects, matched geometry, insets, feedback and the status bar
        .brightness, .contrast, .saturation, .grayscale, .hueRotation, .matchedGeometryEffect, .safeAreaInset, .sensoryFeedback,
        .statusBarHidden,
        // MARK: Blending, list item tints, coordinate spaces, alignment guides, focus, help and content shapes
        .colorInvert, .colorMultiply, .luminanceToAlpha, .blendMode, .listItemTint, .coordinateSpace, .alignmentGuide,
        .focusable, .help, .contentShape,
        // MARK: Views made from preference values
        .overlayPreferenceValue, .backgroundPreferenceValue,
        // MARK: Preferences written, changed and watched
        .transformPreference, .anchorPreference, .transformAnchorPreference, .onPreferenceChange,
    ]
}
