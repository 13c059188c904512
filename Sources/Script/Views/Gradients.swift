import Builders
import ScriptSyntax

// MARK: Gradients read from view code: `LinearGradient(colors: [.red, .blue],
// startPoint: .top, endPoint: .bottom)` and the other three, with `gradient: Gradient(colors: […])`,
// `colors:` or `stops:` (each `.init(color:location:)` or `Gradient.Stop(color:location:)`);
// angles as `.degrees(n)`, `.radians(n)` or `.zero`. A gradient is also a style of `fill`,
// `stroke`, `strokeBorder` and `foregroundStyle`.

extension ViewEntry {
    /// `LinearGradient(…)`.
    static let linearGradient = ViewEntry(name: "LinearGradient", labels: ["gradient", "colors", "stops", "startPoint", "endPoint"]) { call in
        LinearGradient(gradient: try GradientReader.gradient(call), startPoint: try GradientReader.point(call, "startPoint"), endPoint: try GradientReader.point(call, "endPoint"))
    }

    /// `RadialGradient(…)`.
    static let radialGradient = ViewEntry(name: "RadialGradient", labels: ["gradient", "colors", "stops", "center", "startRadius", "endRadius"]) { call in
        RadialGradient(gradient: try GradientReader.gradient(call), center: try GradientReader.point(call, "center"),
                       startRadius: try GradientReader.required(call, "startRadius", Convert.length), endRadius: try GradientReader.required(call, "endRadius", Convert.length))
    }

    /// `AngularGradient(…)`.
    static let angularGradient = ViewEntry(name: "AngularGradient", labels: ["gradient", "colors", "stops", "center", "startAngle", "endAngle", "angle"]) { call in
        let gradient = try GradientReader.gradient(call), center = try GradientReader.point(call, "center")
        if call.arguments.named("startAngle") == nil, call.arguments.named("endAngle") == nil {
            return AngularGradient(gradient: gradient, center: center, angle: try GradientReader.angle(call, "angle") ?? .zero)
        }
        return AngularGradient(
            gradient: gradient, center: center, startAngle: try GradientReader.angle(call, "startAngle") ?? .zero, endAngle: try GradientReader.angle(call, "endAngle") ?? .zero)
    }

    /// `EllipticalGradient(…)`.
    static let ellipticalGradient = ViewEntry(name: "EllipticalGradient", labels: ["gradient", "colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]) { call in
        let center = call.arguments.named("center") == nil ? UnitPoint.center : try GradientReader.point(call, "center")
        return EllipticalGradient(gradient: try GradientReader.gradient(call), center: center,
                                  startRadiusFraction: try call.named("startRadiusFraction", Convert.length) ?? 0,
                                  endRadiusFraction: try call.named("endRadiusFraction", Convert.length) ?? 0.5)
    }
}

extension ValueEntry {
    /// `Gradient(colors: […])` or `Gradient(stops: […])`, a value view code holds.
    static let gradient = ValueEntry(name: "Gradient", labels: ["colors", "stops"], make: GradientReader.gradientValue)
}

/// What the gradient views, the `Gradient` value and the gradient styles read.
enum GradientReader {
    /// The point names `UnitPoint` has.
    static let points: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    fileprivate static func required<T>(_ call: ViewCall, _ label: String, _ convert: (Value, SourceLocation) throws -> T) throws -> T {
        guard let value = try call.named(label, convert) else { throw call.missing("'\(label):'") }
        return value
    }

    fileprivate static func point(_ call: ViewCall, _ label: String) throws -> UnitPoint {
        try required(call, label, Convert.member(points, "a unit point such as .top"))
    }

    /// `gradient: Gradient(colors: […])` (or `stops:`), `colors: […]` or `stops: […]`.
    fileprivate static func gradient(_ call: ViewCall) throws -> Gradient {
        if let argument = call.arguments.named("gradient") {
            // `Gradient(…)` written in the call or held in a variable or property.
            return try Convert.swiftValue(Gradient.self, "a gradient such as Gradient(colors: [.red, .blue])")(try call.value(argument), argument.location)
        }
        if let argument = call.arguments.named("colors") ?? call.arguments.named("stops") {
            return try colorsOrStops(argument.label == "colors", try call.value(argument), at: argument.location)
        }
        throw call.missing("'gradient:', 'colors:' or 'stops:', as \(call.name)(colors: [.red, .blue], …)")
    }

    /// The value ``ValueEntry/gradient`` makes.
    @Sendable static func gradientValue(_ call: ViewCall) throws -> Any {
        let colors = call.arguments.named("colors"), stops = call.arguments.named("stops")
        if colors != nil, stops != nil {
            throw Diagnostic(location: call.arguments.location, message: "Gradient takes 'colors:' or 'stops:', not both")
        }
        guard let argument = colors ?? stops else { throw call.missing("'colors:' or 'stops:', as Gradient(colors: [.red, .blue])") }
        return try colorsOrStops(colors != nil, try call.value(argument), at: argument.location)
    }

    private static func colorsOrStops(_ isColors: Bool, _ value: Value, at location: SourceLocation) throws -> Gradient {
        guard case .array(let elements) = value else {
            throw Diagnostic(location: location, message: "expected an array of \(isColors ? "colors" : "stops"), found \(value.kindDescription)")
        }
        if isColors { return Gradient(colors: try elements.map { try Convert.color($0, at: location) }) }
        return Gradient(stops: try elements.map { element in
            guard case .memberCall(let name, let arguments) = element, name == "init" || name == "Stop",
                  arguments.count == 2, arguments[0].label == "color", arguments[1].label == "location" else {
                throw Diagnostic(location: location, message: "expected a stop such as .init(color: .red, location: 0)")
            }
            return Gradient.Stop(color: try Convert.color(arguments[0].value, at: location), location: try Convert.length(arguments[1].value, at: location))
        })
    }

    /// `.degrees(n)`, `.radians(n)` or `.zero`; nil when the argument is absent.
    fileprivate static func angle(_ call: ViewCall, _ label: String) throws -> Angle? {
        guard let argument = call.arguments.named(label) else { return nil }
        return try angle(try call.value(argument), at: argument.location)
    }

    private static func angle(_ value: Value, at location: SourceLocation) throws -> Angle {
        switch value {
        case .member("zero"): return .zero
        case .memberCall("degrees", let arguments) where arguments.count == 1:
            return .degrees(try Convert.double(arguments[0].value, at: location))
        case .memberCall("radians", let arguments) where arguments.count == 1:
            return .radians(try Convert.double(arguments[0].value, at: location))
        case let other:
            throw Diagnostic(location: location, message: "expected an angle such as .degrees(90), found \(other.kindDescription)")
        }
    }

    // MARK: Gradients as styles

    /// The gradient the first argument of `call` is — a gradient view, or one of ShapeStyle's
    /// members `.linearGradient(colors:…)`, `.radialGradient`, `.angularGradient`, `.conicGradient`,
    /// `.ellipticalGradient` (with `colors:` or `stops:`) — or nil for anything else (a colour).
    static func style(of call: some CheckedCall) throws -> (any ShapeStyle)? {
        guard let argument = call.arguments.unlabelled(0) else { return nil }
        let value = try call.value(argument)
        if case .view(let view) = value, !(view is Color), let style = view as? any ShapeStyle { return style }
        if case .member("foreground") = value { return ForegroundStyle() } // ShapeStyle's `.foreground`
        guard case .memberCall(let name, let arguments) = value, styleMembers.contains(name) else { return nil }
        return try member(name, arguments, at: argument.location)
    }

    private static let styleMembers: Set = ["linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient"]

    /// The gradient a ShapeStyle member builds from its evaluated arguments.
    private static func member(_ name: String, _ arguments: [(label: String?, value: Value)], at location: SourceLocation) throws -> any ShapeStyle {
        func named(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func required(_ label: String) throws -> Value {
            guard let value = named(label) else { throw Diagnostic(location: location, message: ".\(name) needs '\(label):'") }
            return value
        }
        let gradient: Gradient
        if let first = arguments.first, first.label == nil {
            // `.linearGradient(Gradient(colors: …), …)`.
            gradient = try Convert.swiftValue(Gradient.self, "a gradient such as Gradient(colors: [.red, .blue])")(first.value, location)
        } else if let colors = named("colors") {
            gradient = try colorsOrStops(true, colors, at: location)
        } else if let stops = named("stops") {
            gradient = try colorsOrStops(false, stops, at: location)
        } else {
            throw Diagnostic(location: location, message: ".\(name) needs a gradient, 'colors:' or 'stops:', as .\(name)(colors: [.red, .blue], …)")
        }
        let point = Convert.member(points, "a unit point such as .top")
        switch name {
        case "linearGradient":
            return LinearGradient(gradient: gradient, startPoint: try point(try required("startPoint"), location), endPoint: try point(try required("endPoint"), location))
        case "radialGradient":
            return RadialGradient(gradient: gradient, center: try point(try required("center"), location),
                                  startRadius: try Convert.length(try required("startRadius"), at: location), endRadius: try Convert.length(try required("endRadius"), at: location))
        case "angularGradient":
            return AngularGradient(gradient: gradient, center: try point(try required("center"), location),
                                   startAngle: try angle(try required("startAngle"), at: location), endAngle: try angle(try required("endAngle"), at: location))
        case "conicGradient":
            return AngularGradient(gradient: gradient, center: try point(try required("center"), location), angle: try named("angle").map { try angle($0, at: location) } ?? .zero)
        default:
            return EllipticalGradient(gradient: gradient, center: try named("center").map { try point($0, location) } ?? .center,
                                      startRadiusFraction: try named("startRadiusFraction").map { try Convert.length($0, at: location) } ?? 0,
                                      endRadiusFraction: try named("endRadiusFraction").map { try Convert.length($0, at: location) } ?? 0.5)
        }
    }
}
