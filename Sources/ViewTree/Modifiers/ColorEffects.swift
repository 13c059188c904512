// MARK: The colour effects: brightness, contrast, saturation, grayscale and hue rotation, with
// SwiftUI's type names and labels. A terminal cell holds one of a few colours, so the renderer
// draws the view as it is; the values are kept for the inspector.

/// The modifier `brightness(_:)` applies.
public struct _BrightnessEffect: Sendable, Equatable {
    /// How much brighter (negative: darker) the view is, from -1 to 1.
    public var amount: Double

    /// Creates the modifier.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// The modifier `contrast(_:)` applies.
public struct _ContrastEffect: Sendable, Equatable {
    /// The contrast: 1 leaves the view as it is, 0 makes it grey.
    public var amount: Double

    /// Creates the modifier.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// The modifier `saturation(_:)` applies.
public struct _SaturationEffect: Sendable, Equatable {
    /// The saturation: 1 leaves the view as it is, 0 removes its colour.
    public var amount: Double

    /// Creates the modifier.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// The modifier `grayscale(_:)` applies.
public struct _GrayscaleEffect: Sendable, Equatable {
    /// How much colour is removed, from 0 to 1.
    public var amount: Double

    /// Creates the modifier.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// The modifier `hueRotation(_:)` applies.
public struct _HueRotationEffect: Sendable, Equatable {
    /// How far the hues turn.
    public var angle: Angle

    /// Creates the modifier.
    public init(angle: Angle) {
        self.angle = angle
    }
}

/// The modifier `colorInvert()` applies: it stores nothing.
public struct _ColorInvertEffect: Sendable, Equatable {
    /// Creates the modifier.
    public init() {}
}

/// The modifier `colorMultiply(_:)` applies.
public struct _ColorMultiplyEffect: Sendable, Equatable {
    /// The colour each of the view's colours is multiplied by.
    public var color: Color

    /// Creates the modifier.
    public init(color: Color) {
        self.color = color
    }
}

/// The modifier `luminanceToAlpha()` applies: it stores nothing.
public struct _LuminanceToAlphaEffect: Sendable, Equatable {
    /// Creates the modifier.
    public init() {}
}

/// The modifier `blendMode(_:)` applies.
public struct _BlendModeEffect: Sendable, Equatable {
    /// How the view's colours combine with those behind it.
    public var blendMode: BlendMode

    /// Creates the modifier.
    public init(blendMode: BlendMode) {
        self.blendMode = blendMode
    }
}
