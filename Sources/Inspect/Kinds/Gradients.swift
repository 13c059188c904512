import Builders

// The gradients share one shape: leaves whose stored labels are named as ViewInspector's verbs
// that read them (`gradient`, `startPoint`, `center`, …).

extension KindDescriptor {
    /// LinearGradient: a leaf.
    static let linearGradient = KindDescriptor(kind: .linearGradient, typeNames: ["LinearGradient"], listRole: .leaf)
    /// RadialGradient: a leaf.
    static let radialGradient = KindDescriptor(kind: .radialGradient, typeNames: ["RadialGradient"], listRole: .leaf)
    /// AngularGradient: a leaf.
    static let angularGradient = KindDescriptor(kind: .angularGradient, typeNames: ["AngularGradient"], listRole: .leaf)
    /// EllipticalGradient: a leaf.
    static let ellipticalGradient = KindDescriptor(kind: .ellipticalGradient, typeNames: ["EllipticalGradient"], listRole: .leaf)
}

extension InspectableView {
    /// The LinearGradient at `index`.
    public func linearGradient(_ index: Int? = nil) throws -> InspectableView { try child(.linearGradient, index) }
    /// The RadialGradient at `index`.
    public func radialGradient(_ index: Int? = nil) throws -> InspectableView { try child(.radialGradient, index) }
    /// The AngularGradient at `index`.
    public func angularGradient(_ index: Int? = nil) throws -> InspectableView { try child(.angularGradient, index) }
    /// The EllipticalGradient at `index`.
    public func ellipticalGradient(_ index: Int? = nil) throws -> InspectableView { try child(.ellipticalGradient, index) }

    /// The colours of a gradient, as ViewInspector's `gradient()`.
    public func gradient() throws -> Gradient {
        try gradientAttribute("gradient", of: [.linearGradient, .radialGradient, .angularGradient, .ellipticalGradient], verb: "gradient()")
    }

    /// Where a LinearGradient starts, as ViewInspector's `startPoint()`.
    public func startPoint() throws -> UnitPoint {
        try gradientAttribute("startPoint", of: [.linearGradient], verb: "startPoint()")
    }

    /// Where a LinearGradient ends, as ViewInspector's `endPoint()`.
    public func endPoint() throws -> UnitPoint {
        try gradientAttribute("endPoint", of: [.linearGradient], verb: "endPoint()")
    }

    /// The centre of a radial, angular or elliptical gradient, as ViewInspector's `center()`.
    public func center() throws -> UnitPoint {
        try gradientAttribute("center", of: [.radialGradient, .angularGradient, .ellipticalGradient], verb: "center()")
    }

    /// The radius of a RadialGradient's first colour, as ViewInspector's `startRadius()`.
    public func startRadius() throws -> CGFloat {
        try gradientAttribute("startRadius", of: [.radialGradient], verb: "startRadius()")
    }

    /// The radius of a RadialGradient's last colour, as ViewInspector's `endRadius()`.
    public func endRadius() throws -> CGFloat {
        try gradientAttribute("endRadius", of: [.radialGradient], verb: "endRadius()")
    }

    /// The angle of an AngularGradient's first colour, as ViewInspector's `startAngle()`.
    public func startAngle() throws -> Angle {
        try gradientAttribute("startAngle", of: [.angularGradient], verb: "startAngle()")
    }

    /// The angle of an AngularGradient's last colour, as ViewInspector's `endAngle()`.
    public func endAngle() throws -> Angle {
        try gradientAttribute("endAngle", of: [.angularGradient], verb: "endAngle()")
    }

    /// Where an EllipticalGradient's first colour is, as a fraction of the frame, as ViewInspector's `startRadiusFraction()`.
    public func startRadiusFraction() throws -> CGFloat {
        try gradientAttribute("startRadiusFraction", of: [.ellipticalGradient], verb: "startRadiusFraction()")
    }

    /// Where an EllipticalGradient's last colour is, as ViewInspector's `endRadiusFraction()`.
    public func endRadiusFraction() throws -> CGFloat {
        try gradientAttribute("endRadiusFraction", of: [.ellipticalGradient], verb: "endRadiusFraction()")
    }

    /// The gradient's value at `label`, read as a `T`.
    private func gradientAttribute<T>(_ label: String, of kinds: [ViewKind], verb: String) throws -> T {
        try expect(kinds, verb)
        guard let value = MirrorReader.descendant(value, label) as? T else {
            throw InspectionError.attributeNotFound("a \(T.self) at \(label)", in: fullTypeName, path: place)
        }
        return value
    }
}
